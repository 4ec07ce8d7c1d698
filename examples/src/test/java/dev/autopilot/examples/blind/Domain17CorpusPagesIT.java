package dev.autopilot.examples.blind;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the seventeenth domains corpus ({@code domains17}) works for a person, independently of
 * the library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts. A person unticks the boxes the page ticked for them and they did not
 * agree to (five pages pre-tick a newsletter, sponsors', partners' or offers box) and leaves a
 * paid extra unticked.
 */
class Domain17CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain17CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS17, 14, 6);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("street-light-fault-report", p -> {
        p.getByLabel("Street and nearest house number").fill("outside 14 Orchard Lane");
        p.getByLabel("Area").selectOption("northgate");
        p.getByLabel("Column number").fill("NG-2291");
        p.getByLabel("It is on during the day").check();
        p.getByLabel("When did you first notice the fault?").fill("2026-11-22");
        p.getByLabel("Your name").fill("Graham Fellowes");
        p.getByLabel("Email address").fill("graham.fellowes@example.co.uk");
        p.getByLabel("Phone number").fill("07700 900 318");
        p.getByLabel("Send me Westerby Matters").uncheck();
        press(p, "Report fault");
        seen(p, "we have logged your street light fault");
      }),
      Map.entry("wheelchair-loan", p -> {
        p.getByLabel("Name of the person who will use the wheelchair").fill("Irene Castellano");
        p.getByLabel("Their date of birth").fill("1949-06-30");
        p.getByLabel("Contact phone").fill("01632 960 447");
        p.getByLabel("Email").fill("irene.castellano@example.co.uk");
        p.getByLabel("Home address").fill("9 Millbrook Close, Hollybank");
        p.getByLabel("Postcode").fill("HB4 6RT");
        p.getByLabel("Type of wheelchair").selectOption("attendant");
        p.getByLabel("Needed from").fill("2026-12-07");
        p.getByLabel("Loan length").selectOption("4");
        p.getByLabel("Hospital or physiotherapist").check();
        p.getByLabel("Why is the wheelchair needed?").fill("Recovering from a hip replacement, I can only walk a few steps for the next month.");
        p.getByLabel("I agree that Hollybank Community Mobility keeps these details").check();
        press(p, "Request a wheelchair");
        seen(p, "Your wheelchair loan request has been received");
      }),
      Map.entry("school-governor-application", p -> {
        p.getByLabel("Given name").fill("Adebayo");
        p.getByLabel("Family name").fill("Okonkwo");
        p.getByLabel("Email").fill("adebayo.okonkwo@example.co.uk");
        p.getByLabel("Telephone").fill("07700 900 562");
        p.getByLabel("School you would like to serve").selectOption("hollins-academy");
        p.getByLabel("Community governor").check();
        p.getByLabel("Finance and budgets").check();
        p.getByLabel("Safeguarding").check();
        p.getByLabel("Why would you like to be a governor?").fill("I am an accountant living near Hollins Park and would like to help the school "
            + "plan its budget well.");
        p.getByLabel("I confirm I am over 18").check();
        p.getByLabel("Keep me posted with the Kelsey Learning Partnership newsletter").uncheck();
        press(p, "Send application");
        seen(p, "Application sent");
      }),
      Map.entry("lab-equipment-loan", p -> {
        p.getByLabel("Full name").fill("Dr Tamsin Kerrow");
        p.getByLabel("University ID number").fill("U4471029");
        p.getByLabel("Department").selectOption("geog");
        p.getByLabel("University email").fill("t.kerrow@uni-example.ac.uk");
        p.getByLabel("Equipment", exact()).selectOption("thermal-camera");
        p.getByLabel("Collection date").fill("2027-01-11");
        p.getByLabel("Return date").fill("2027-01-22");
        p.getByLabel("Project and fieldwork site").fill("Heat loss survey of peat bog margins at Moss Flats field site");
        group(p, "Have you been trained to use this equipment?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("I have read and accept the equipment loan rules").check();
        press(p, "Request loan");
        seen(p, "Loan booked");
      }),
      Map.entry("vintage-car-rally-entry", p -> {
        p.getByLabel("Driver's name").fill("Walter Ingleby");
        p.getByLabel("Email").fill("walter.ingleby@example.co.uk");
        p.getByLabel("Mobile").fill("07700 900 771");
        p.getByLabel("Club membership (if any)").fill("Swaledale Motor Club");
        p.getByLabel("Make").fill("Austin");
        p.getByLabel("Model").fill("Seven Chummy");
        p.getByLabel("Year of manufacture").fill("1928");
        p.getByLabel("Registration number").fill("UB 3417");
        p.getByLabel("Class", exact()).selectOption("B");
        p.getByLabel("Short run, 40 miles").check();
        p.getByLabel("Navigator's name").fill("Edith Ingleby");
        p.getByLabel("Send me offers from our sponsors").uncheck();
        p.getByLabel("I confirm the car is taxed, insured").check();
        press(p, "Enter the run");
        seen(p, "Thank you for entering the Dales Vintage Car Run");
      }),
      Map.entry("tiny-house-site-enquiry", p -> {
        p.getByLabel("Your name").fill("Rosa Lindgren");
        p.getByLabel("E-mail").fill("rosa.lindgren@example.org");
        p.getByLabel("Phone").fill("07700 900 153");
        p.getByLabel("Length of your house (metres)").fill("7.2");
        group(p, "Is the house on a trailer (on wheels)?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Number of people living in it").fill("2");
        p.getByLabel("Water", exact()).check();
        p.getByLabel("Electricity", exact()).check();
        p.getByLabel("Month you would like to move in").fill("2027-04");
        p.getByLabel("How long would you stay?").selectOption("long");
        p.getByLabel("Tell us about yourselves").fill("A carpenter and a nurse; we built our house ourselves and grow vegetables.");
        p.getByLabel("I accept that Larchwood stores my enquiry").check();
        press(p, "Send enquiry");
        seen(p, "Your pitch enquiry is with us");
      }),
      Map.entry("charity-shop-volunteer-rota", p -> {
        p.getByLabel("Name", exact()).fill("Patricia Doyle");
        p.getByLabel("Email", exact()).fill("pat.doyle@example.co.uk");
        p.getByLabel("Mobile", exact()).fill("07700 900 486");
        p.getByLabel("Which shop?").selectOption("high-st");
        p.getByLabel("Wednesday afternoon").check();
        p.getByLabel("Saturday morning").check();
        p.getByLabel("Sorting and pricing donations").check();
        p.getByLabel("Earliest start date").fill("2027-01-06");
        p.getByLabel("Emergency contact (name and phone)").fill("Sean Doyle 07700 900 487");
        p.getByLabel("I agree that St Cuthbert's Hospice keeps my details").check();
        press(p, "Sign me up");
        seen(p, "Thank you for volunteering!");
      }),
      Map.entry("wholesale-sample-request", p -> {
        p.getByLabel("Business name").fill("The Sorting Office Café");
        p.getByLabel("Type of business").selectOption("cafe");
        p.getByLabel("Contact name").fill("Lewis Amankwah");
        p.getByLabel("Your role").fill("Owner");
        p.getByLabel("Work email").fill("lewis@sortingofficecafe.example.co.uk");
        p.getByLabel("Phone").fill("0113 496 0725");
        p.getByLabel("Delivery address").fill("2 Station Yard, Otterby");
        p.getByLabel("Postcode").fill("LS29 4QJ");
        p.getByLabel("House espresso blend").check();
        p.getByLabel("Swiss-water decaf").check();
        p.getByLabel("Whole beans").check();
        p.getByLabel("Roughly how much coffee do you use a week?").selectOption("3-10");
        p.getByLabel("I accept the sample terms").check();
        press(p, "Request samples");
        seen(p, "Sample box on its way!");
      }),
      Map.entry("standesamt-trauung", p -> {
        group(p, "Partnerin / Partner 1").getByLabel("Vorname", exactIn()).fill("Lena");
        group(p, "Partnerin / Partner 1").getByLabel("Familienname", exactIn()).fill("Brückner");
        group(p, "Partnerin / Partner 2").getByLabel("Vorname", exactIn()).fill("Jonas");
        group(p, "Partnerin / Partner 2").getByLabel("Familienname", exactIn()).fill("Albrecht");
        p.getByLabel("E-Mail-Adresse").fill("lena.brueckner@example.de");
        p.getByLabel("Telefonnummer").fill("0176 4481 2290");
        p.getByLabel("Wohnort").fill("Bad Leinfeld");
        p.getByLabel("Wunschdatum").fill("2027-06-18");
        p.getByLabel("Ausweichdatum").fill("2027-06-25");
        p.getByLabel("Tageszeit").selectOption("nachmittag");
        p.getByLabel("Spiegelsaal im Schloss Leinfeld").check();
        p.getByLabel("Anzahl der Gäste (ohne Brautpaar)").fill("24");
        p.getByLabel("Hinweise für das Standesamt").fill("Wir bringen einen eigenen Musiker mit (Gitarre).");
        p.getByLabel("Ich habe die Datenschutzhinweise gelesen").check();
        press(p, "Termin anfragen");
        seen(p, "Ihre Terminanfrage ist eingegangen");
      }),
      Map.entry("studierendenausweis-ersatz", p -> {
        p.getByLabel("Matrikelnummer").fill("4127795");
        p.getByLabel("Vorname").fill("Mehmet");
        p.getByLabel("Nachname").fill("Yıldırım");
        p.getByLabel("Geburtsdatum").fill("2003-02-14");
        p.getByLabel("Uni-E-Mail-Adresse").fill("mehmet.yildirim@stud.uni-hohenau.example");
        p.getByLabel("Fakultät").selectOption("wiwi");
        p.getByLabel("Karte gestohlen").check();
        p.getByLabel("Seit wann fehlt die Karte").fill("2026-11-25");
        p.getByLabel("Service-Center Campus Nord").check();
        p.getByLabel("Ich versichere, dass meine Angaben richtig sind").check();
        press(p, "Antrag absenden");
        seen(p, "Antrag eingegangen");
      }),
      Map.entry("atelier-peinture-seniors", p -> {
        p.getByLabel("Prénom").fill("Margaret");
        p.getByLabel("Nom *", exact()).fill("Holloway");
        p.getByLabel("Date de naissance").fill("1952-09-03");
        p.getByLabel("Courriel").fill("maggie.holloway@example.co.uk");
        p.getByLabel("Téléphone").fill("+33 6 41 27 90 58");
        p.getByLabel("Atelier *", exact()).selectOption("aquarelle");
        p.getByLabel("Jeudi 14 h 30 – 16 h 30").check();
        p.getByLabel("Débutant").check();
        p.getByLabel("Besoins particuliers").fill("I use a walking stick; a chair with arms would help.");
        p.getByLabel("Je souhaite recevoir la lettre d'information").uncheck();
        p.getByLabel("J'accepte le règlement intérieur des ateliers").check();
        press(p, "Je m'inscris");
        seen(p, "Inscription confirmée");
      }),
      Map.entry("recuperacion-datos", p -> {
        p.getByLabel("Nombre", exact()).fill("Lucía");
        p.getByLabel("Apellidos").fill("Ferrer Campos");
        p.getByLabel("Correo electrónico").fill("lucia.ferrer@example.es");
        p.getByLabel("Móvil").fill("+34 622 418 903");
        p.getByLabel("Tipo de dispositivo").selectOption("hdd-externo");
        p.getByLabel("Marca y modelo").fill("WD Elements 2 TB");
        p.getByLabel("Capacidad").selectOption("1-4tb");
        p.getByLabel("El ordenador no lo reconoce").check();
        p.getByLabel("¿Qué datos necesita recuperar?").fill("Las fotos familiares de 2015 a 2024, carpeta Fotos.");
        p.getByLabel("Quiero recibir ofertas y novedades").uncheck();
        p.getByLabel("He leído y acepto la política de privacidad").check();
        press(p, "Enviar solicitud");
        seen(p, "Hemos registrado su solicitud");
      }),
      Map.entry("shangbiao-zhuce-zixun", p -> {
        p.getByLabel("公司名称").fill("Northwind Outdoor Ltd");
        p.getByLabel("联系人姓名").fill("Tom Reilly");
        p.getByLabel("职务").fill("Brand manager");
        p.getByLabel("手机号码").fill("+44 7700 900 214");
        p.getByLabel("电子邮箱").fill("tom.reilly@northwind-outdoor.example.com");
        p.getByLabel("拟注册商标名称").fill("TRAILKIN");
        p.getByLabel("文字商标").check();
        p.getByLabel("主要商品/服务类别").selectOption("25");
        group(p, "该商标是否已在其他国家或地区注册？").getByLabel("是", exactIn()).check();
        p.getByLabel("补充说明").fill("Registered in the UK and the EU since 2021; we plan to sell hiking jackets in China from 2027.");
        p.getByLabel("我已阅读并同意《隐私政策》").check();
        press(p, "提交咨询");
        seen(p, "提交成功");
      }),
      Map.entry("tahdith-bayanat-alamil", p -> {
        p.getByLabel("الاسم الكامل").fill("نورة عبدالله القحطاني");
        p.getByLabel("رقم الحساب").fill("6080012345678");
        p.getByLabel("رقم الهوية الوطنية").fill("1098765432");
        p.getByLabel("تاريخ الميلاد").fill("1990-04-21");
        p.getByLabel("رقم الجوال").fill("+966 55 123 4567");
        p.getByRole(AriaRole.TEXTBOX, new Page.GetByRoleOptions().setName("البريد الإلكتروني").setExact(true)).fill("noura.alqahtani@example.sa");
        p.getByLabel("المدينة", exact()).selectOption("jeddah");
        p.getByLabel("الحي والشارع").fill("حي الروضة، شارع الأمير سلطان");
        p.getByLabel("المهنة").fill("معلمة");
        p.getByLabel("مصدر الدخل الرئيسي").selectOption("salary");
        group(p, "طريقة التواصل المفضلة").getByLabel("البريد الإلكتروني", exactIn()).check();
        p.getByLabel("أقر بأن البيانات المذكورة صحيحة").check();
        press(p, "تحديث البيانات");
        seen(p, "تم تحديث بياناتك بنجاح");
      }));
}
