package dev.autopilot.examples.blind;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the twentieth domains corpus ({@code domains20}) works for a person, independently of
 * the library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts. A person unticks the boxes the page ticked for them and they did not
 * agree to (five pages pre-tick supplier offers, a newsletter, a shop newsletter, an events
 * bulletin or SMS promotions), keeps the defaults that already say what they want (the landlord
 * stays the licence holder, the family historian keeps the reply by email), and works the widgets
 * as they show (tom-select's typed search, flatpickr's typed date, Vue's radio that reveals a
 * headset count).
 */
class Domain20CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain20CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS20, 14, 5);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static Page.GetByRoleOptions named(String name) {
    return new Page.GetByRoleOptions().setName(name);
  }

  /** An option of tom-select's open dropdown (the hidden select's own options carry the same names). */
  private static Locator tomOption(Page p, String name) {
    return p.locator(".ts-dropdown").getByRole(AriaRole.OPTION, new Locator.GetByRoleOptions().setName(name));
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("beekeepers-membership", p -> {
        p.getByLabel("First name").fill("Helen");
        p.getByLabel("Last name").fill("Achterberg");
        p.getByLabel("Email").fill("helen.achterberg@example.com");
        p.getByLabel("Phone").fill("01580 960 412");
        p.getByLabel("House name/number and street").fill("Rose Cottage, 3 Mill Lane");
        p.getByLabel("Town").fill("Cranbrook");
        p.getByLabel("Postcode *", exact()).fill("TN17 2AP");
        p.getByLabel("Membership category").selectOption("REG");
        p.getByLabel("Number of colonies you keep").fill("3");
        p.getByLabel("Apiary location").fill("Sissinghurst");
        p.getByLabel("2 to 5 years").check();
        p.getByLabel("Swarm collectors' list").check();
        p.getByLabel("Asian hornet action team").check();
        p.getByLabel("Add Bee Diseases Insurance").check();
        p.getByLabel("Gift Aid: I am a UK taxpayer").check();
        p.getByLabel("Send me discounts and offers").uncheck();
        p.getByLabel("I agree to abide by the Association's constitution").check();
        press(p, "Submit application");
        seen(p, "Your membership application");
      }),
      Map.entry("boat-licence-renewal", p -> {
        p.getByLabel("Boat name").fill("Kingfisher Dawn");
        p.getByLabel("Boat index number").fill("052871");
        p.getByLabel("Type of boat").selectOption("NB");
        p.getByLabel("Length of boat (metres)").fill("17.4");
        p.getByLabel("Full name").fill("Martin Rowe");
        p.getByLabel("Email address").fill("martin.rowe@example.co.uk");
        p.getByLabel("Telephone number").fill("07700 900 518");
        p.getByLabel("Postal address").fill("c/o 14 Wharf Cottages, Stoke Bruerne, Towcester");
        p.getByLabel("Postcode").fill("NN12 7SE");
        p.getByLabel("Continuous cruiser (no home mooring)").check();
        p.getByLabel("Licence period").selectOption("P12");
        p.getByLabel("Licence start date").fill("2027-01-01");
        p.getByLabel("Boat Safety Scheme certificate number").fill("K8834102");
        p.getByLabel("BSS certificate expiry date").fill("2029-08-15");
        p.getByLabel("Insurance company").fill("Navigators & General");
        p.getByLabel("Insurance expiry date").fill("2027-06-30");
        p.getByLabel("Direct Debit in monthly instalments").check();
        p.getByLabel("I declare that the information given is correct").check();
        press(p, "Renew licence");
        seen(p, "your licence renewal application has been received");
      }),
      Map.entry("contenedor-vidrio-aviso", p -> {
        p.getByLabel("Contenedor lleno o desbordado").check();
        p.getByLabel("Vidrios rotos en el suelo alrededor").check();
        p.getByLabel("Calle o plaza").fill("Calle Filipinas");
        p.getByLabel("Número o referencia cercana").fill("in front of no. 14");
        p.getByLabel("Barrio o zona").selectOption("02");
        p.getByLabel("Número del contenedor").fill("VID-0318");
        p.getByLabel("¿Desde cuándo está así?").selectOption("D2-3");
        group(p, "¿Supone un peligro para peatones o vehículos? *").getByLabel("Sí", exactIn()).check();
        p.getByLabel("Descripción").fill("The bottle bank has not been emptied for days. Broken glass is spread across the pavement and people "
            + "walk past barefoot on the way to the beach.");
        p.getByLabel("Nombre y apellidos").fill("Fiona Kerr");
        p.getByRole(AriaRole.TEXTBOX, named("Correo electrónico")).fill("fiona.kerr@example.co.uk");
        p.getByLabel("Teléfono").fill("+34 612 345 678");
        p.getByLabel("Deseo que me avisen por correo electrónico").check();
        p.getByLabel("He leído y acepto la política de privacidad").check();
        press(p, "Enviar aviso");
        seen(p, "Su aviso ha sido registrado");
      }),
      Map.entry("cours-essai-danse", p -> {
        p.getByLabel("mon enfant").check();
        p.getByLabel("Nom et prénom de l'élève").fill("Inès Bertrand");
        p.getByLabel("Date de naissance de l'élève").fill("2016-03-27");
        p.getByLabel("Nom du responsable légal").fill("Claire Bertrand");
        p.getByLabel("Adresse électronique").fill("claire.bertrand@example.fr");
        p.getByLabel("Téléphone").fill("06 41 27 83 90");
        p.getByLabel("Discipline").selectOption("JAZ");
        p.getByLabel("Débutant").check();
        p.getByLabel("Créneau souhaité").selectOption("ME1530");
        p.getByLabel("Date souhaitée pour l'essai").fill("2027-01-13");
        p.getByLabel("Comment avez-vous connu l'école ?").selectOption("BAO");
        p.getByLabel("Remarques").fill("Inès a fait deux ans de gymnastique, aucun souci de santé.");
        p.getByLabel("J'atteste que l'élève ne présente aucune contre-indication").check();
        p.getByLabel("J'ai pris connaissance du règlement intérieur").check();
        p.getByLabel("Je souhaite recevoir la lettre d'information").uncheck();
        press(p, "Réserver mon cours d'essai");
        seen(p, "Votre demande de cours d'essai a bien été enregistrée");
      }),
      Map.entry("family-history-lookup", p -> {
        p.getByLabel("Your name").fill("Gail Pettigrew");
        p.getByLabel("Email address").fill("gail.pettigrew@example.com.au");
        p.getByLabel("Membership number").fill("NR4417");
        p.getByLabel("Country of residence").selectOption("AU");
        p.getByLabel("Surname").fill("Thwaites");
        p.getByLabel("Forename(s)").fill("John William");
        p.getByLabel("Year of birth (approx.)").fill("1838");
        p.getByLabel("Parish or place").fill("Lastingham");
        p.getByLabel("Baptisms").check();
        p.getByLabel("Marriages and banns").check();
        p.getByLabel("Census 1841–1921").check();
        p.getByLabel("Search from year").fill("1830");
        p.getByLabel("Search to year").fill("1870");
        p.getByLabel("What you already know").fill("John William Thwaites, farm labourer, emigrated to Queensland in 1863 with his wife "
            + "Hannah (née Boddy). I am looking for his baptism and the names of his parents.");
        p.getByLabel("I will pay for photocopies").check();
        p.getByLabel("The Society may pass my details").check();
        p.getByLabel("I understand that look-ups are done by volunteers").check();
        press(p, "Send enquiry");
        seen(p, "Your enquiry has been passed to our look-up volunteers");
      }),
      Map.entry("food-hygiene-revisit", p -> {
        p.getByLabel("Trading name of the business").fill("Lotus Garden");
        p.getByLabel("Address of the food premises").fill("27 Church Street, Ashbourne");
        p.getByLabel("Postcode").fill("DE6 1AE");
        p.getByLabel("Premises reference number").fill("FP/0412/22");
        p.getByLabel("Type of business").selectOption("2");
        p.getByLabel("2 – Improvement necessary").check();
        p.getByLabel("Date of the inspection that gave this rating").fill("2026-10-07");
        p.getByLabel("Cleanliness and condition of the premises").check();
        p.getByLabel("Management of food safety").check();
        p.getByLabel("Describe the improvements you have made").fill("New stainless steel prep table and wash-hand basin fitted in the "
            + "kitchen, deep clean by contractor on 2 November, extractor canopy cleaned. Safer Food Better Business pack now filled in "
            + "daily and both kitchen staff have Level 2 food hygiene certificates.");
        p.getByLabel("Monday").check();
        p.getByLabel("Contact name").fill("Wei Chen");
        p.getByLabel("Your role in the business").selectOption("OWN");
        p.getByLabel("Email address").fill("lotusgarden.ashbourne@example.co.uk");
        p.getByLabel("Phone number").fill("01335 960 284");
        p.getByLabel("Send an invoice to the business").check();
        p.getByLabel("I confirm that the improvements described have been completed").check();
        p.getByLabel("I understand the fee is payable whatever the outcome").check();
        press(p, "Send request");
        seen(p, "We have received your request for a re-rating visit");
      }),
      Map.entry("hearing-loop-hire", p -> {
        p.getByLabel("Organisation or group").fill("Calderdale U3A");
        p.getByLabel("Contact name").fill("Brian Hepworth");
        p.getByLabel("Email").fill("brian.hepworth@example.org.uk");
        p.getByRole(AriaRole.TEXTBOX, named("Phone")).fill("01422 960 318");
        p.getByLabel("Event name").fill("Annual members' meeting");
        p.getByLabel("Venue name and address").fill("Square Chapel Arts Centre, 10 Square Road, Halifax HX1 1QG");
        p.getByLabel("Event date").fill("2027-05-12");
        p.getByLabel("Number of days").fill("1");
        p.getByLabel("Audience size").selectOption("M");
        p.getByLabel("Infrared system with headsets").check();
        p.getByLabel("Number of receivers / headsets").fill("8");
        p.getByLabel("Additional radio microphone").check();
        p.getByLabel("Courier delivery and collection").check();
        p.getByLabel("Anything else we should know?").fill("Several members use hearing aids without a T setting, hence the headsets. "
            + "Hall is on the ground floor.");
        p.getByLabel("I accept the hire terms").check();
        press(p, "Request quote");
        seen(p, "your hire request is with our team");
      }),
      Map.entry("kayak-club-induction", p -> {
        p.getByLabel("Full name").fill("Aisha Lindqvist");
        p.getByLabel("Date of birth").fill("1993-06-30");
        p.getByLabel("Email").fill("aisha.lindqvist@example.com");
        p.getByLabel("Mobile").fill("07700 900 146");
        p.getByLabel("Name required", exact()).fill("Erik Lindqvist");
        p.getByLabel("Relationship to you").fill("husband");
        p.getByLabel("Phone").fill("07700 900 283");
        group(p, "Can you swim 50 metres in light clothing? required").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Paddling experience").selectOption("1");
        p.getByLabel("Sea kayak").check();
        p.getByLabel("Stand-up paddleboard (SUP)").check();
        // flatpickr with allowInput: type the date, then leave the field
        p.getByLabel("Induction date").fill("2027-04-17");
        p.getByLabel("Induction date").press("Tab");
        p.getByLabel("Wetsuit to borrow").selectOption("M");
        p.getByLabel("Medical conditions we should know about").fill("none");
        p.getByLabel("I have read the club's water safety code").check();
        p.getByLabel("Send me the club shop newsletter").uncheck();
        press(p, "Book induction");
        seen(p, "Your induction booking is confirmed");
      }),
      Map.entry("landlord-licence", p -> {
        p.getByLabel("Selective licence").check();
        p.getByLabel("Property address (including flat number)").fill("Flat 2, 41 Rosebery Road");
        p.getByLabel("Property postcode").fill("SE25 4HJ");
        p.getByLabel("Property type").selectOption("FC");
        p.getByLabel("Storeys in the building").fill("3");
        p.getByLabel("Bedrooms in the let").fill("2");
        p.getByLabel("People living there").fill("2");
        p.getByLabel("Households *", exact()).fill("1");
        p.getByLabel("The owner / landlord").check();
        p.getByLabel("Title", exact()).selectOption("Mrs");
        p.getByLabel("Full name").fill("Ngozi Adebayo-Clarke");
        p.getByLabel("Date of birth").fill("1978-01-19");
        p.getByLabel("Email").fill("ngozi.ac@example.co.uk");
        p.getByLabel("Daytime phone").fill("020 7946 0381");
        p.getByLabel("Your home or business address").fill("9 Larch Close, Croydon CR0 8PT");
        // "I will be the licence holder" is ticked already, and she will be
        p.getByLabel("Date of latest gas safety certificate").fill("2026-09-02");
        p.getByLabel("Date of electrical installation condition report (EICR)").fill("2025-06-14");
        p.getByLabel("A working smoke alarm on every storey").check();
        p.getByLabel("A carbon monoxide alarm").check();
        p.getByLabel("An Energy Performance Certificate").check();
        group(p, "Do you have any unspent convictions for fraud, violence, drugs, sexual offences or housing offences? *")
            .getByLabel("No", exactIn()).check();
        p.getByLabel("I am a member of an approved landlord accreditation scheme").check();
        p.getByLabel("Accreditation or membership number").fill("NRLA-118204");
        p.getByLabel("I declare that the information in this application is true").check();
        press(p, "Continue to payment");
        seen(p, "Your property licence application has been submitted");
      }),
      Map.entry("mobile-library-stop", p -> {
        p.getByLabel("Your name").fill("Doreen Fairclough");
        p.getByRole(AriaRole.TEXTBOX, named("Email")).fill("activities@larkfieldhouse.example.org.uk");
        p.getByRole(AriaRole.TEXTBOX, named("Phone")).fill("015242 60 317");
        p.getByLabel("I am asking as").selectOption("CARE");
        p.getByLabel("Name of organisation (if any)").fill("Larkfield House");
        p.getByLabel("Village or town").fill("Low Bentham");
        p.getByLabel("Exact stopping place").fill("lay-by outside Larkfield House on Station Road");
        p.getByLabel("Postcode of the stopping place").fill("LA2 7DP");
        group(p, "Is there room to park a 10-metre vehicle safely off the road?*").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Tue", exact()).check();
        p.getByLabel("Thu", exact()).check();
        p.getByLabel("Best time of day").selectOption("PM");
        p.getByLabel("How many people do you think would use the stop?").fill("15");
        p.getByLabel("Large print books").check();
        p.getByLabel("Audiobooks").check();
        p.getByLabel("Why is a stop needed here?").fill("Most of our residents can no longer get to Bentham library and several use "
            + "wheelchairs, so a stop right outside would make all the difference.");
        p.getByLabel("Email me the monthly Westmoor Libraries events bulletin").uncheck();
        p.getByLabel("I have read how Westmoor Council will use my information").check();
        press(p, "Send suggestion");
        seen(p, "will be considered at the next route review");
      }),
      Map.entry("record-office-visit", p -> {
        p.getByLabel("CARN reader's ticket number").fill("HC-20931");
        p.getByLabel("Full name").fill("Ruth Allsop");
        p.getByLabel("Email").fill("ruth.allsop@example.org.uk");
        p.getByLabel("Telephone").fill("0114 496 0725");
        p.getByLabel("Date of visit").fill("2027-02-09");
        p.getByLabel("Full day").check();
        p.getByLabel("Type of seat").selectOption("MF");
        // tom-select: type into its search box, take the match, three times
        p.getByRole(AriaRole.COMBOBOX, named("Collections you want to consult")).fill("Ecclesfield");
        tomOption(p, "Ecclesfield parish registers, 1558–1920").click();
        p.getByRole(AriaRole.COMBOBOX, named("Collections you want to consult")).fill("Tithe");
        tomOption(p, "Tithe maps and apportionments").click();
        p.getByRole(AriaRole.COMBOBOX, named("Collections you want to consult")).fill("Workhouse");
        tomOption(p, "Workhouse admission and discharge registers").click();
        p.getByLabel("Catalogue references, if known").fill("PR/ECC/1/4-6, WH/ADM/3");
        p.getByLabel("Main purpose of your research").selectOption("FAM");
        p.getByLabel("I would like a self-service photography permit").check();
        p.getByLabel("I agree to follow the search room rules").check();
        press(p, "Book my visit");
        seen(p, "Your search room booking request has been received");
      }),
      Map.entry("shangmen-miechong-yuyue", p -> {
        p.getByLabel("联系人姓名").fill("Daniel Brooks");
        p.getByLabel("手机号码").fill("13812345678");
        p.getByLabel("电子邮箱").fill("dan.brooks@example.com");
        p.getByLabel("所在城市").selectOption("310000");
        p.getByLabel("所在区").fill("Xuhui");
        p.getByLabel("详细地址").fill("Apt 1203, Building 5, 88 Tianyaoqiao Road");
        p.getByLabel("住宅").check();
        p.getByLabel("面积（平方米）").fill("95");
        p.getByLabel("蟑螂").check();
        p.getByLabel("蚂蚁").check();
        p.getByLabel("严重程度").selectOption("2");
        p.getByLabel("有宠物").check();
        p.getByLabel("上门日期").fill("2027-03-20");
        p.getByLabel("时间段").selectOption("AM");
        p.getByLabel("备注").fill("Please use pet-safe products, our cat stays in the flat. Gate code 2580.");
        p.getByLabel("订阅优惠活动短信").uncheck();
        p.getByLabel("我已阅读并同意").check();
        press(p, "立即预约");
        seen(p, "预约成功");
      }),
      Map.entry("wallbox-angebot", p -> {
        p.getByLabel("Anrede").selectOption("HERR");
        p.getByLabel("Vorname").fill("Tobias");
        p.getByLabel("Nachname").fill("Wendling");
        p.getByLabel("E-Mail-Adresse").fill("t.wendling@example.de");
        p.getByLabel("Telefon (für Rückfragen)").fill("0171 5523 908");
        p.getByLabel("Straße und Hausnummer").fill("Ahornweg 12");
        p.getByLabel("PLZ").fill("85540");
        p.getByLabel("Ort*", exact()).fill("Haar");
        p.getByLabel("Doppelhaushälfte / Reihenhaus").check();
        group(p, "Sind Sie Eigentümer/in der Immobilie?*").getByLabel("Ja", exactIn()).check();
        p.getByLabel("Garage", exact()).check();
        p.getByLabel("Entfernung Zählerschrank – Wallbox").fill("14");
        p.getByLabel("Photovoltaikanlage").check();
        p.getByLabel("Ihr Elektroauto").fill("VW ID.4");
        p.getByLabel("Gewünschte Ladeleistung").selectOption("11KW");
        p.getByLabel("Wunschtermin für den Vor-Ort-Check").fill("2027-03-03");
        p.getByLabel("Ihre Nachricht an uns").fill("Zählerschrank im Keller, Garage ist direkt am Haus angebaut.");
        p.getByLabel("Ich möchte Unterstützung bei Förderanträgen").check();
        p.getByLabel("Ja, ich möchte den Brandl-Newsletter").uncheck();
        p.getByLabel("Ich habe die Datenschutzerklärung gelesen").check();
        press(p, "Unverbindliches Angebot anfordern");
        seen(p, "Ihre Anfrage ist bei uns angekommen");
      }),
      Map.entry("ziyara-basariyat-manziliya", p -> {
        p.getByLabel("اسم المريض الكامل").fill("عبدالله سالم القحطاني");
        p.getByLabel("تاريخ الميلاد").fill("1946-02-11");
        p.getByLabel("ذكر", exact()).check();
        p.getByLabel("سبب تعذّر الحضور إلى المركز").selectOption("MOB");
        p.getByLabel("اسم مقدّم الطلب").fill("نورة عبدالله القحطاني");
        p.getByLabel("صلة القرابة بالمريض").selectOption("CHILD");
        p.getByLabel("رقم الجوال").fill("0551234567");
        p.getByLabel("البريد الإلكتروني").fill("noura.q@example.sa");
        p.getByLabel("المدينة").selectOption("RUH");
        p.getByLabel("الحي *", exact()).fill("الملز");
        p.getByLabel("العنوان التفصيلي").fill("شارع الأمير فيصل بن تركي، فيلا 14، بجوار مسجد الملز");
        p.getByLabel("فحص نظر شامل").check();
        p.getByLabel("نظارة طبية جديدة").check();
        p.getByLabel("نعم", exact()).check();
        p.getByLabel("متى كان آخر فحص للنظر؟").selectOption("GT2");
        p.getByLabel("التأمين الطبي").selectOption("TAWN");
        p.getByLabel("التاريخ المفضّل للزيارة").fill("2027-01-18");
        p.getByLabel("صباحية (9 – 12)").check();
        p.getByLabel("ملاحظات إضافية").fill("الوالد يسمع بصعوبة، يرجى التحدث بصوت واضح.");
        p.getByLabel("أوافق على شروط الخدمة وسياسة الخصوصية").check();
        press(p, "إرسال الطلب");
        seen(p, "تم استلام طلب الزيارة المنزلية بنجاح");
      }));
}
