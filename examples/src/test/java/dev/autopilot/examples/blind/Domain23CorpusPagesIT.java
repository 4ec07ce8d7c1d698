package dev.autopilot.examples.blind;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the twenty-third domains corpus ({@code domains23}) works for a person, independently of
 * the library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts. A person unticks the boxes the page ticked for them and they did not
 * agree to (eleven pages pre-tick a newsletter, a mailing list, a website listing, photo consent,
 * a hedge reminder, WhatsApp or SMS offers), ticks the one optional update they do want, keeps the
 * defaults that already say what they want (a return method, a payment method, a venue, a stand
 * type, an ID type, a hand), types numbers the way the page asks (digits for a Chinese mobile, a
 * d/m/Y date in flatpickr), and works the widgets as they show (select2's search box, flatpickr's
 * typed date, a Vue form).
 */
class Domain23CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain23CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS23, 14, 5);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("blacksmith-beginners-day", p -> {
        p.getByLabel("Make a Knife").check();
        p.getByLabel("Course weekend").selectOption("W0410");
        p.getByLabel("Number of places").fill("1");
        p.getByLabel("Full name").fill("Tom Haworth");
        p.getByLabel("Email address").fill("tom.haworth@example.co.uk");
        p.getByLabel("Mobile number").fill("07700 900 377");
        p.getByLabel("Date of birth").fill("1986-11-02");
        group(p, "Which hand do you hammer with?").getByLabel("Left", exactIn()).check();
        p.getByLabel("Previous experience").selectOption("DIY");
        p.getByLabel("Please lend me a pair").check();
        p.getByLabel("UK shoe size").fill("10");
        p.getByLabel("Lunch", exact()).selectOption("VEG");
        p.getByLabel("Health conditions we should know about").fill("Mild asthma, I carry an inhaler.");
        p.getByLabel("Gift voucher code").fill("AE-GIFT-2291");
        p.getByLabel("I have read the forge safety rules").check();
        p.getByLabel("Email me about new courses").uncheck();
        press(p, "Book my place");
        seen(p, "Your place is reserved");
      }),
      Map.entry("narrowboat-holiday-hire", p -> {
        p.getByLabel("Start from").selectOption("SKP");
        p.getByLabel("Start date").fill("2027-06-11");
        p.getByLabel("Length of hire").selectOption("W7");
        p.getByLabel("Family – sleeps up to 6").check();
        p.getByLabel("Adults").fill("4");
        p.getByLabel("Children under 12").fill("2");
        p.getByLabel("Dogs").selectOption("1");
        p.getByLabel("Bicycles for the towpath").check();
        p.getByLabel("Secure car parking at the base").check();
        group(p, "Has anyone in your party steered a narrowboat before?").getByLabel("No", exactIn()).check();
        p.getByLabel("Full name").fill("Rachel Ogunleye");
        p.getByLabel("Email *", exact()).fill("r.ogunleye@example.com");
        p.getByLabel("Phone *", exact()).fill("07700 900 642");
        p.getByLabel("Home postcode").fill("LS6 2AB");
        p.getByLabel("Questions or requests").fill("Can we pick the boat up on the Friday afternoon rather than the morning?");
        p.getByLabel("I have read the hire terms").check();
        press(p, "Send enquiry");
        seen(p, "Boat on hold!");
      }),
      Map.entry("kiln-firing-hire", p -> {
        p.getByLabel("Stoneware glaze firing").check();
        p.getByLabel("Kiln *", exact()).selectOption("K120");
        p.getByLabel("Clay body used").fill("Valentine's Earthstone ES5");
        p.getByLabel("Underglaze transfers").check();
        p.getByLabel("Drop-off date").fill("2027-03-08");
        p.getByLabel("Studio technician loads and fires it").check();
        p.getByLabel("Name *", exact()).fill("Priya Raman");
        p.getByLabel("Email *", exact()).fill("priya.raman@example.com");
        p.getByLabel("Telephone").fill("0117 496 0382");
        p.getByLabel("What are you bringing?").fill("Six mugs and a large serving bowl, the bowl is about 35 cm across.");
        p.getByLabel("I confirm bisque pieces are bone dry").check();
        p.getByLabel("I accept that Clayworks is not liable").check();
        p.getByLabel("Add me to the open studio mailing list").uncheck();
        press(p, "Book firing");
        seen(p, "your kiln slot is booked");
      }),
      Map.entry("community-fridge-donation", p -> {
        p.getByLabel("A shop, café or restaurant").check();
        p.getByLabel("Business or group name").fill("Bramble & Bean Café");
        p.getByLabel("Bread, cakes and pastries").check();
        p.getByLabel("Milk, cheese, yoghurt and eggs").check();
        p.getByLabel("Roughly how much?").selectOption("M");
        p.getByLabel("Earliest use-by or best-before date").fill("2027-02-20");
        p.getByLabel("Please send a volunteer to collect it").check();
        p.getByLabel("Best day").selectOption("5");
        p.getByLabel("Best time").selectOption("PM");
        p.getByLabel("Collection address").fill("14 Market Row, Hillside HS3 1QT");
        p.getByLabel("Your name").fill("Megan Doyle");
        p.getByLabel("Email", exact()).fill("megan@brambleandbean.example");
        p.getByLabel("Phone", exact()).fill("07700 900 215");
        p.getByLabel("I confirm the food is within date").check();
        p.getByLabel("Send me the monthly update").check();
        press(p, "Offer donation");
        seen(p, "Thank you for your donation offer");
      }),
      Map.entry("leisure-centre-creche", p -> {
        p.getByLabel("First name").fill("Noah");
        p.getByLabel("Surname").fill("Sandhu");
        p.getByLabel("Child's date of birth").fill("2024-08-19");
        p.getByLabel("In nappies").check();
        p.getByLabel("Allergies, medication or additional needs").fill("Allergic to peanuts, no medication needed at the crèche.");
        p.getByLabel("Tuesday 9:15–11:15am").check();
        p.getByLabel("Thursday 9:15–11:15am").check();
        p.getByLabel("First week (Monday)").fill("2027-04-12");
        p.getByLabel("What will you be doing while your child is in the crèche?").selectOption("SWIM");
        p.getByLabel("Your full name").fill("Harpreet Sandhu");
        p.getByLabel("Mobile number").fill("07700 900 804");
        p.getByLabel("Leisure card number").fill("RL482913");
        p.getByLabel("Included in my Family Plus membership").check();
        p.getByLabel("I will stay in the leisure centre").check();
        p.getByLabel("Crèche staff may photograph my child").uncheck();
        press(p, "Book crèche place");
        seen(p, "Crèche place booked");
      }),
      Map.entry("darts-league-player-registration", p -> {
        p.getByLabel("Team you play for").selectOption("14");
        p.getByLabel("Division").selectOption("2");
        p.getByLabel("First name").fill("Gary");
        p.getByLabel("Surname").fill("Whitlock");
        p.getByLabel("Date of birth").fill("1979-05-23");
        p.getByLabel("E-mail").fill("gary.whitlock@example.co.uk");
        p.getByLabel("Contact no.").fill("07700 900 552");
        p.getByLabel("3-dart average last season").fill("54.37");
        p.getByLabel("Team matches (Tuesday nights)").check();
        p.getByLabel("League Singles Cup").check();
        p.getByLabel("No", exact()).check();
        p.getByLabel("Adult – £15 for the season").check();
        p.getByLabel("I agree to abide by the league rules").check();
        p.getByLabel("Show my name, team and averages").uncheck();
        press(p, "Register player");
        seen(p, "Player registered");
      }),
      Map.entry("fencing-club-trial", p -> {
        group(p, "Who is the trial for?").getByLabel("Myself").check();
        p.getByLabel("Fencer's full name").fill("Daniel Osei");
        p.getByLabel("Fencer's date of birth").fill("1994-01-30");
        p.getByLabel("Email").fill("dan.osei@example.com");
        p.getByLabel("Mobile").fill("07700 900 731");
        p.getByLabel("Session required", exact()).selectOption("WED-AB");
        p.getByLabel("Date of your trial").fill("2027-03-17");
        p.getByLabel("Sabre").check();
        p.getByLabel("Jacket size for borrowed kit").selectOption("L");
        p.getByLabel("Fencing experience").selectOption("UNI");
        p.getByLabel("Medical conditions or injuries").fill("None");
        p.getByLabel("How did you hear about us?").selectOption("FRIEND");
        p.getByLabel("I understand fencing is a combat sport").check();
        p.getByLabel("I'm happy to appear in club photos").uncheck();
        press(p, "Book my free trial");
        seen(p, "Your free trial is booked");
      }),
      Map.entry("hedge-cutting-quote", p -> {
        p.getByLabel("Privet").check();
        p.getByLabel("Laurel").check();
        p.getByLabel("Approximate total length (metres)").fill("24");
        p.getByLabel("Current height").selectOption("H2");
        p.getByLabel("Reduce the height").check();
        p.getByLabel("If reducing, target height (metres)").fill("1.8");
        p.getByLabel("My side and top only").check();
        p.getByLabel("Take all cuttings away").check();
        p.getByLabel("Name *", exact()).fill("Alan Pryce");
        p.getByLabel("Phone *", exact()).fill("01245 960 183");
        p.getByLabel("Email *", exact()).fill("alan.pryce@example.co.uk");
        p.getByLabel("Address of the property").fill("42 Broomfield Road, Chelmsford");
        p.getByLabel("Postcode").fill("CM1 1SW");
        p.getByLabel("Best time for us to look at it").selectOption("wd");
        p.getByLabel("Anything else?").fill("The laurel along the back fence is the tallest part.");
        p.getByLabel("I've checked the hedge").check();
        p.getByLabel("I agree to Greenline keeping my details").check();
        p.getByLabel("Remind me next year").uncheck();
        press(p, "Get my free quote");
        seen(p, "Quote request sent");
      }),
      Map.entry("model-railway-exhibitor", p -> {
        p.getByLabel("Layout or stand name").fill("Pendle Vale Junction");
        // select2: open the box, search, take the option
        p.locator("#scale + .select2 .select2-selection").click();
        p.locator(".select2-search__field").fill("OO");
        p.getByRole(AriaRole.OPTION, new Page.GetByRoleOptions().setName("OO (1:76)")).click();
        p.getByLabel("Era and region modelled").fill("BR London Midland, 1960s");
        p.getByLabel("Overall length (m)").fill("4.8");
        p.getByLabel("Depth incl. operating area (m)").fill("2.5");
        p.getByLabel("Number of operators").fill("3");
        p.getByLabel("Mains sockets needed").selectOption("2");
        p.getByLabel("Short description for the programme").fill(
            "A busy Lancashire junction in the last years of steam, with a working goods yard and a colliery branch.");
        p.getByLabel("Saturday 16 October").check();
        p.getByLabel("Sunday 17 October").check();
        p.getByLabel("Hotel rooms needed on Saturday night").fill("2");
        p.getByLabel("One-way distance to the venue (miles)").fill("95");
        p.getByLabel("Society or owner").fill("Burnley & District MRC");
        p.getByLabel("Contact name").fill("Keith Ashworth");
        p.getByLabel("Email").fill("keith.ashworth@example.org.uk");
        p.getByLabel("Telephone").fill("01282 960 614");
        p.getByLabel("Our layout is covered by public liability insurance").check();
        p.getByLabel("I have read the exhibitor rules").check();
        p.getByLabel("Send me the Midshire MRS newsletter").uncheck();
        press(p, "Submit application");
        seen(p, "Application received");
      }),
      Map.entry("sauna-reservierung", p -> {
        p.getByLabel("Datum *", exact()).fill("2027-01-23");
        p.getByLabel("Ankunftszeit").selectOption("Z14");
        p.getByLabel("Tageskarte").check();
        p.getByLabel("Anzahl Personen").fill("2");
        p.getByLabel("Ermäßigung").selectOption("LP");
        p.getByLabel("Bademantel leihen").check();
        p.getByLabel("Salzpeeling-Aufguss").check();
        p.getByLabel("Vorname").fill("Sabine");
        p.getByLabel("Nachname").fill("Krüger");
        p.getByLabel("E-Mail").fill("sabine.krueger@example.de");
        p.getByLabel("Telefon (für Rückfragen)").fill("0341 9608 2271");
        p.getByLabel("Bemerkungen").fill("Wir kommen zu zweit, beide mit Lindenau-Pass.");
        p.getByLabel("Haus- und Badeordnung").check();
        p.getByLabel("Ich bin mit der Verarbeitung meiner Daten").check();
        p.getByLabel("Saunawelt-Newsletter").uncheck();
        press(p, "Jetzt reservieren");
        seen(p, "Ihre Reservierung ist bestätigt");
      }),
      Map.entry("costume-sur-mesure", p -> {
        p.getByLabel("Monsieur").check();
        p.getByLabel("Prénom").fill("James");
        p.getByLabel("Nom *", exact()).fill("Whitaker");
        p.getByLabel("Adresse e-mail").fill("james.whitaker@example.co.uk");
        p.getByLabel("Téléphone").fill("+44 7700 900 418");
        p.getByLabel("Pièce souhaitée").selectOption("C3");
        p.getByLabel("Occasion").selectOption("MARIAGE");
        p.getByLabel("Date de l'événement").fill("2027-09-18");
        p.getByLabel("Laine Super 120's").check();
        p.getByLabel("Lin", exact()).check();
        p.getByLabel("Budget indicatif").selectOption("B3");
        p.getByLabel("Date souhaitée").fill("2027-05-08");
        p.getByLabel("Créneau").selectOption("MATIN");
        p.getByLabel("Précisions").fill("I'm 1.92 m tall with long arms; I'd like a slim cut and will be in Lyon for the whole weekend.");
        p.getByLabel("J'accepte que Maison Duret utilise mes données").check();
        p.getByLabel("Je souhaite recevoir la lettre d'information").uncheck();
        press(p, "Demander un rendez-vous");
        seen(p, "Votre demande de rendez-vous a bien été reçue");
      }),
      Map.entry("reserva-sala-karaoke", p -> {
        p.getByLabel("Local").selectOption("MAL");
        // flatpickr with allowInput: type the date as the page shows it, leave the field, close the calendar
        p.getByLabel("Fecha").fill("12/03/2027");
        p.getByLabel("Fecha").press("Tab");
        p.locator("h1").click();
        p.getByLabel("Hora de inicio").selectOption("h22");
        p.getByLabel("2 horas").check();
        p.getByLabel("Número de personas").fill("9");
        p.getByLabel("Motivo de la reserva").selectOption("CUMPLE");
        p.getByLabel("Tarta con velas").check();
        p.getByLabel("Decoración con globos").check();
        p.getByLabel("Nombre *", exact()).fill("Lucía");
        p.getByLabel("Apellidos").fill("Fernández Ortega");
        p.getByLabel("Correo electrónico").fill("lucia.fernandez@example.es");
        p.getByLabel("Móvil").fill("612 345 678");
        p.getByLabel("Comentarios").fill("Es una sorpresa para mi hermana, ¿podéis poner la tarta a las 23:00?");
        p.getByLabel("Acepto la política de cancelación").check();
        p.getByLabel("Quiero recibir promociones").uncheck();
        press(p, "Reservar sala");
        seen(p, "¡Reserva recibida!");
      }),
      Map.entry("dengta-canguan-yuyue", p -> {
        p.getByLabel("参观日期").fill("2027-04-17");
        p.getByLabel("14:00 下午第一场").check();
        p.getByLabel("参观类型").selectOption("CLIMB");
        p.getByLabel("成人人数").fill("2");
        p.getByLabel("儿童人数").fill("1");
        p.getByLabel("联系人姓名").fill("陈思远");
        p.getByLabel("手机号码").fill("13812345678");
        p.getByLabel("证件号码").fill("330102198805124417");
        p.getByLabel("人工讲解").check();
        p.getByLabel("备注").fill("孩子 9 岁，身高 1.35 米。");
        p.getByLabel("我已阅读并同意").check();
        p.getByLabel("接收灯塔活动与日落观赏提醒短信").uncheck();
        press(p, "提交预约");
        seen(p, "预约成功");
      }),
      Map.entry("hajz-arabat-ays-krim", p -> {
        p.getByLabel("نوع المناسبة").selectOption("BDAY");
        p.getByLabel("تاريخ المناسبة").fill("2027-02-26");
        p.getByLabel("وقت وصول العربة").fill("16:00");
        p.getByLabel("مدة الخدمة").selectOption("2");
        p.getByLabel("عدد الضيوف التقريبي").fill("35");
        p.getByLabel("الإمارة").selectOption("DXB");
        p.getByLabel("عنوان الموقع").fill("Villa 27, Street 8, Al Barsha 2, Dubai");
        p.getByLabel("شوكولاتة").check();
        p.getByLabel("فستق حلبي").check();
        p.getByLabel("مانجو").check();
        group(p, "هل تحتاجون خيارات خالية من الألبان؟").getByLabel("نعم", exactIn()).check();
        p.getByLabel("الاسم الكامل").fill("Sarah Mitchell");
        p.getByLabel("رقم الجوال").fill("+971 50 123 4567");
        p.getByLabel("البريد الإلكتروني").fill("sarah.mitchell@example.com");
        p.getByLabel("ملاحظات إضافية").fill("Please park on the street side, the driveway will be full. Two of the kids are lactose intolerant.");
        p.getByLabel("أوافق على الشروط والأحكام").check();
        p.getByLabel("أرغب في تلقي العروض عبر واتساب").uncheck();
        press(p, "إرسال طلب الحجز");
        seen(p, "تم استلام طلب الحجز بنجاح");
      }));
}
