package dev.autopilot.examples.blind;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the eighteenth domains corpus ({@code domains18}) works for a person, independently of
 * the library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts. A person unticks the boxes the page ticked for them and they did not
 * agree to (seven pages pre-tick an offers, events, participant-list, photo-rights or health-messages
 * box), leaves paid extras unticked, and works the widgets by hand: Tom Select and select2 by
 * opening them and clicking the option, flatpickr by typing the date.
 */
class Domain18CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain18CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS18, 14, 5);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  /** An option of an open widget's list (Tom Select, select2), by its whole text. */
  private static Locator option(Locator list, String text) {
    return list.getByRole(AriaRole.OPTION, new Locator.GetByRoleOptions().setName(text).setExact(true));
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("vet-appointment", p -> {
        p.getByLabel("First name").fill("Hannah");
        p.getByLabel("Last name").fill("Whitcombe");
        p.getByLabel("Email address").fill("hannah.whitcombe@example.co.uk");
        p.getByLabel("Mobile number").fill("07700 900 614");
        group(p, "Are you already registered with us?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Pet's name").fill("Biscuit");
        p.getByLabel("Species").selectOption("DOG");
        p.getByLabel("Breed").fill("Cocker spaniel");
        p.getByLabel("Age (years)").fill("6");
        p.getByLabel("Reason for visit").selectOption("LAME");
        p.getByLabel("Preferred date").fill("2027-02-09");
        group(p, "Preferred time of day").getByLabel("Morning").check();
        p.getByLabel("Please describe the problem").fill("Limping on her back left leg since a long walk on Sunday. Still eating and drinking normally.");
        p.getByLabel("Text me vaccination and flea/worming reminders").check();
        p.getByLabel("Send me Pet Health Club news and offers").uncheck();
        p.getByLabel("I agree to the practice's").check();
        press(p, "Request appointment");
        seen(p, "we've received your appointment request");
      }),
      Map.entry("canal-mooring-licence", p -> {
        p.getByLabel("Boat name").fill("Kingfisher Dawn");
        p.getByLabel("Boat index number").fill("523817");
        p.getByLabel("Type of boat").selectOption("NB");
        p.getByLabel("Length of boat in metres").fill("17.4");
        p.getByLabel("At a home mooring").check();
        p.getByLabel("Home mooring site").selectOption("FRD-07");
        p.getByLabel("Licence start date").fill("2027-04-01");
        p.getByLabel("Boat Safety Scheme certificate number").fill("BSS-0771204");
        p.getByLabel("BSS certificate expiry date").fill("2029-06-30");
        p.getByLabel("I confirm the boat has third-party liability insurance").check();
        p.getByLabel("Full name of the licence holder").fill("Colin Ashworth");
        p.getByLabel("Email", exact()).fill("colin.ashworth@example.co.uk");
        p.getByLabel("Phone", exact()).fill("07700 900 842");
        p.getByLabel("Postal address").fill("Kingfisher Dawn, c/o 31 Wharf Road, Fradley, Lichfield WS13 8NR");
        p.getByLabel("I have read the licence terms and conditions").check();
        press(p, "Continue to payment");
        seen(p, "Application received");
      }),
      Map.entry("conference-registration", p -> {
        p.getByLabel("Title", exact()).selectOption("dr");
        p.getByLabel("Given name(s)").fill("Ingrid");
        p.getByLabel("Family name").fill("Solberg");
        p.getByLabel("Affiliation (as it should appear on your badge)").fill("University of Bergen");
        p.getByLabel("E-mail *", exact()).fill("ingrid.solberg@uib.example.no");
        Locator country = p.getByRole(AriaRole.COMBOBOX, new Page.GetByRoleOptions().setName("Country"));
        country.click();
        country.pressSequentially("Norw");
        option(p.locator(".ts-dropdown"), "Norway").click();
        p.getByLabel("ECLA member").check();
        p.getByLabel("Wednesday 8 September").check();
        p.getByLabel("Thursday 9 September").check();
        p.getByLabel("Friday 10 September").check();
        p.getByRole(AriaRole.COMBOBOX, new Page.GetByRoleOptions().setName("Dietary requirements")).click();
        option(p.locator(".ts-dropdown"), "Vegetarian").click();
        option(p.locator(".ts-dropdown"), "Gluten-free").click();
        p.keyboard().press("Escape");
        p.getByLabel("Anything else the caterers should know?").fill("Coeliac – please avoid cross-contamination with bread.");
        group(p, "Conference dinner").getByLabel("No, thank you").check();
        p.getByLabel("I have read and will follow").check();
        p.getByLabel("Include my name and affiliation").uncheck();
        press(p, "Register and go to payment");
        seen(p, "Your registration for ECLT 2027 is confirmed");
      }),
      Map.entry("handwerker-rueckruf", p -> {
        p.getByLabel("Anrede").selectOption("herr");
        p.getByLabel("Vorname").fill("Thomas");
        p.getByLabel("Nachname").fill("Reinhardt");
        p.getByLabel("Telefonnummer für den Rückruf").fill("0151 2378 4410");
        p.getByLabel("Straße und Hausnummer").fill("Lindenstraße 12");
        p.getByLabel("PLZ").fill("34117");
        p.getByLabel("Ort *", exact()).fill("Kassel");
        p.getByLabel("Mieter/in").check();
        p.getByLabel("Sanitär / Wasser").check();
        p.getByLabel("Worum geht es?").selectOption("S01");
        p.getByLabel("In den nächsten Tagen").check();
        p.getByLabel("Vormittags (8–12 Uhr)").check();
        p.getByLabel("Abends (17–19 Uhr)").check();
        p.getByLabel("Beschreibung").fill("Der Abfluss der Badewanne läuft seit einer Woche kaum noch ab, Rohrreiniger hat nicht geholfen.");
        p.getByLabel("Ich habe die Datenschutzerklärung zur Kenntnis genommen").check();
        p.getByLabel("Ja, informieren Sie mich per E-Mail").uncheck();
        press(p, "Rückruf anfordern");
        seen(p, "Wir haben Ihre Rückrufbitte erhalten");
      }),
      Map.entry("shared-ownership-application", p -> {
        p.getByLabel("Just me").check();
        p.getByLabel("Full name").fill("Priya Raman");
        p.getByLabel("Date of birth").fill("1993-08-17");
        p.getByLabel("Email address").fill("priya.raman@example.com");
        p.getByLabel("Phone number").fill("07700 900 377");
        p.getByLabel("Your current postcode").fill("KV3 9LP");
        p.getByLabel("Where do you live now?").selectOption("PRS");
        group(p, "Are you a first-time buyer?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Employment status").selectOption("FT");
        p.getByLabel("Total household income before tax").fill("41500");
        p.getByLabel("Savings available for a deposit").fill("12000");
        p.getByLabel("Not yet").check();
        p.getByLabel("Development", exact()).selectOption("MW");
        p.getByLabel("2 bedrooms").check();
        p.getByLabel("I work in the borough").check();
        p.getByLabel("I confirm the information I have given is true").check();
        p.getByLabel("Email me when new shared ownership homes are released").check();
        press(p, "Check my eligibility");
        seen(p, "your application is in");
      }),
      Map.entry("formation-entraineur", p -> {
        group(p, "Civilité").getByLabel("Madame").check();
        p.getByLabel("Prénom").fill("Camille");
        p.getByLabel("Nom *", exact()).fill("Le Goff");
        p.getByLabel("Date de naissance").fill("1996-05-11");
        p.getByLabel("Numéro de licence FFHandball").fill("5622041873");
        p.getByLabel("Club *", exact()).fill("HBC Pays de Landerneau");
        p.getByLabel("Courriel").fill("camille.legoff@example.fr");
        p.getByLabel("Téléphone portable").fill("06 72 18 44 90");
        p.getByLabel("Formation souhaitée").selectOption("EJ1");
        p.getByLabel("Session *", exact()).selectOption("S2-BRS");
        p.getByLabel("Moins de 13 ans").check();
        p.getByLabel("Moins de 15 ans").check();
        p.getByLabel("Années d'expérience comme entraîneur").fill("3");
        p.getByLabel("PSC1").check();
        p.getByLabel("Animateur de handball").check();
        p.getByLabel("Non, je me loge par mes propres moyens").check();
        p.getByLabel("Financement").selectOption("club");
        p.getByLabel("J'atteste l'exactitude des informations").check();
        p.getByLabel("J'autorise la Ligue à utiliser les photos").uncheck();
        press(p, "Valider mon inscription");
        seen(p, "Votre inscription est enregistrée");
      }),
      Map.entry("suscripcion-tienda-granja", p -> {
        p.getByLabel("Nombre").fill("Gillian");
        p.getByLabel("Apellidos").fill("Pryce");
        p.getByLabel("Correo electrónico").fill("gill.pryce@example.co.uk");
        p.getByLabel("Teléfono").fill("+34 651 204 877");
        p.getByLabel("Dirección").fill("Calle Los Almendros 7, Urbanización Cortijo Blanco");
        p.getByLabel("Código postal").fill("29120");
        p.getByLabel("Municipio").fill("Alhaurín el Grande");
        p.getByLabel("Mediana").check();
        p.getByLabel("Frecuencia").selectOption("2S");
        p.getByLabel("Huevos camperos").check();
        p.getByLabel("Queso de cabra curado").check();
        p.getByLabel("Aceite de oliva virgen extra").check();
        p.getByLabel("Miel de romero").check();
        p.getByLabel("Alergias o productos que no quieres recibir").fill("No pork products please");
        p.getByLabel("Envío a domicilio").check();
        p.getByLabel("Día de entrega o recogida").selectOption("vie");
        p.getByLabel("Primera cesta").fill("2027-03-05");
        p.getByLabel("Tarjeta de crédito o débito").check();
        p.getByLabel("He leído y acepto las condiciones").check();
        press(p, "Suscribirme");
        seen(p, "Tu suscripción está activa");
      }),
      Map.entry("cycle-to-work-scheme", p -> {
        p.getByLabel("Employee number").fill("E20417");
        p.getByLabel("Full name").fill("Marcus Fielding");
        p.getByLabel("Work email address").fill("marcus.fielding@harbourlogistics.example.com");
        p.getByLabel("Department").selectOption("OPS");
        p.getByLabel("How far is your commute?").fill("7");
        p.getByLabel("Electric bike (e-bike)").check();
        p.getByLabel("Retailer").selectOption("PSL");
        p.getByLabel("Price of the bike (£)").fill("2350");
        p.getByLabel("Safety equipment and accessories (£)").fill("180");
        p.getByLabel("I have read and accept the RideWell hire agreement").check();
        p.getByLabel("I understand my gross salary will be reduced").check();
        p.getByLabel("Keep me updated about RideWell group rides").uncheck();
        press(p, "Submit application");
        seen(p, "Application submitted");
      }),
      Map.entry("dental-emergency-triage", p -> {
        p.getByLabel("Patient's full name").fill("Oliver Brandt");
        p.getByLabel("Date of birth").fill("1987-12-03");
        p.getByLabel("Phone number we can call you back on").fill("07700 900 931");
        p.getByLabel("Email").fill("oliver.brandt@example.com");
        p.getByLabel("Yes, I'm registered here").check();
        p.getByLabel("NHS (Band 1").check();
        p.getByLabel("Toothache").check();
        p.getByLabel("Which part of the mouth?").selectOption("LL");
        p.getByLabel("How bad is the pain right now?").selectOption("7");
        p.getByLabel("How long have you had the problem?").selectOption("1-3d");
        p.getByLabel("The pain stops you sleeping").check();
        p.getByLabel("Painkillers taken in the last 24 hours").fill("Ibuprofen 400 mg at 8am, paracetamol 1 g at 2pm");
        p.getByLabel("Medical conditions, medicines or allergies").fill("Asthma – I use a salbutamol inhaler. No allergies.");
        p.getByLabel("I understand this form is not monitored out of hours").check();
        p.getByLabel("You may text me about this request").check();
        press(p, "Send request");
        seen(p, "Our triage nurse will call you back soon");
      }),
      Map.entry("kaiyuan-xiangmu-zanzhu", p -> {
        p.getByLabel("企业/组织名称").fill("Fjordline Analytics AS");
        p.getByLabel("所在国家/地区").selectOption("NO");
        p.getByLabel("联系人姓名").fill("Erik Halvorsen");
        p.getByLabel("职务").fill("CTO");
        p.getByLabel("电子邮箱").fill("erik.halvorsen@fjordline.example.no");
        p.getByLabel("联系电话").fill("+47 912 34 567");
        p.getByLabel("赞助项目").selectOption("lumendb");
        p.getByLabel("银牌赞助").check();
        p.getByLabel("在项目 README 中展示企业 Logo").check();
        p.getByLabel("在基金会官网赞助商页面展示 Logo").check();
        p.getByLabel("境外电汇").check();
        p.getByLabel("商业发票").check();
        p.getByLabel("备注").fill("We run LumenDB in production for offshore sensor data and want to support its maintainers.");
        p.getByLabel("我已阅读并同意").check();
        press(p, "提交赞助申请");
        seen(p, "申请已提交");
      }),
      Map.entry("print-shop-order", p -> {
        p.getByRole(AriaRole.COMBOBOX, new Page.GetByRoleOptions().setName("Choose a product")).click();
        option(p.locator(".select2-results"), "Flyers – A5").click();
        p.getByLabel("Quantity").selectOption("500");
        p.getByRole(AriaRole.COMBOBOX, new Page.GetByRoleOptions().setName("Choose a paper stock")).click();
        option(p.locator(".select2-results"), "170gsm gloss").click();
        p.getByLabel("Double-sided").check();
        p.getByLabel("I'll supply print-ready artwork").check();
        p.getByLabel("Link to your artwork file").fill("https://files.example.net/fernhill-harvest-fair-a5.pdf");
        p.getByLabel("Notes for our studio").fill("Please check the bleed, it's the first flyer I've designed myself.");
        p.getByLabel("Date you need it by").fill("2027-05-10");
        p.getByLabel("Collect from our Fenwick Street shop").check();
        p.getByLabel("Name", exact()).fill("Joanna Pike");
        p.getByLabel("Company or organisation").fill("Fernhill Harvest Fair");
        p.getByLabel("Email", exact()).fill("jo.pike@example.org.uk");
        p.getByLabel("Phone", exact()).fill("07700 900 408");
        p.getByLabel("I accept the terms of trade").check();
        press(p, "Send order for proof");
        seen(p, "Order received!");
      }),
      Map.entry("hotel-group-booking", p -> {
        p.getByLabel("Name of group or event").fill("Tynedale RFC Under-18s tour");
        p.getByLabel("Type of group").selectOption("SPT");
        p.getByLabel("Arrival date").fill("2027-04-16");
        p.getByLabel("Arrival date").press("Enter");
        p.getByLabel("Departure date").fill("2027-04-18");
        p.getByLabel("Departure date").press("Enter");
        p.keyboard().press("Escape");
        p.getByLabel("Total number of guests").fill("24");
        p.getByLabel("Double rooms").fill("2");
        p.getByLabel("Twin rooms").fill("11");
        p.getByLabel("Half board").check();
        p.getByLabel("Coach or minibus parking").check();
        p.getByLabel("Packed lunches").check();
        p.getByLabel("Budget per room per night").selectOption("80-110");
        p.getByLabel("Special requests").fill("Players' rooms on the same floor please, with the coaches' doubles nearby.");
        p.getByLabel("Your name").fill("Craig Robson");
        p.getByLabel("Company, club or school").fill("Tynedale RFC");
        p.getByLabel("Email").fill("craig.robson@example.co.uk");
        p.getByLabel("Telephone").fill("07700 900 119");
        p.getByLabel("I agree to the Harbour View Hotel storing these details").check();
        p.getByLabel("Send me seasonal offers").uncheck();
        press(p, "Send group enquiry");
        seen(p, "Your group enquiry has been passed to our groups team");
      }),
      Map.entry("adult-literacy-tutoring", p -> {
        p.getByLabel("I'm asking for myself").check();
        p.getByLabel("First name").fill("Dennis");
        p.getByLabel("Last name").fill("Okafor");
        p.getByLabel("Phone number", exact()).fill("07700 900 255");
        p.getByLabel("Age", exact()).selectOption("A3");
        p.getByLabel("First language").fill("English");
        p.getByLabel("Text message").check();
        p.getByLabel("Spelling").check();
        p.getByLabel("Filling in forms").check();
        p.getByLabel("I can read a little but find it hard").check();
        p.getByLabel("Weekday evenings").check();
        p.getByLabel("Saturday mornings").check();
        p.getByLabel("Where would you like to meet?").selectOption("EFC");
        p.getByLabel("What would you like to be able to do?").fill("Write my own reports at work without asking my daughter to check them.");
        p.getByLabel("I'm happy for Read Write Now to give my name").check();
        press(p, "Send");
        seen(p, "We will contact you within a week");
      }),
      Map.entry("naql-sijillat-tibbiya", p -> {
        p.getByLabel("المريض نفسه").check();
        p.getByLabel("الاسم الرباعي للمريض").fill("خالد إبراهيم سعيد الزهراني");
        p.getByLabel("رقم الملف الطبي").fill("20458831");
        p.getByLabel("رقم الهوية الوطنية أو الإقامة").fill("1087654321");
        p.getByLabel("تاريخ الميلاد").fill("1979-03-22");
        p.getByLabel("رقم الجوال").fill("0551234876");
        p.getByLabel("البريد الإلكتروني", exact()).fill("khalid.alzahrani@example.sa");
        p.getByLabel("ملخص الخروج من المستشفى").check();
        p.getByLabel("نتائج التحاليل المخبرية").check();
        p.getByLabel("تقارير وصور الأشعة").check();
        p.getByLabel("الفترة من").fill("2024-01-01");
        p.getByLabel("إلى", exact()).fill("2026-10-31");
        p.getByLabel("سبب الطلب").selectOption("R1");
        p.getByLabel("إرسال إلكتروني مباشر إلى المنشأة الصحية المستلمة").check();
        p.getByLabel("اسم المنشأة الصحية المستلمة").fill("مركز الشفاء الطبي");
        p.getByLabel("مدينة المنشأة").selectOption("DMM");
        p.getByLabel("البريد الإلكتروني لقسم السجلات في المنشأة").fill("records@alshifa-medical.example.sa");
        p.getByLabel("ملاحظات إضافية").fill("أرجو إرفاق تقرير عملية المرارة إن وجد ضمن ملخص الخروج.");
        p.getByLabel("أفوّض المستشفى بالإفصاح").check();
        p.getByLabel("أرغب في تلقي رسائل توعوية").uncheck();
        press(p, "إرسال الطلب");
        seen(p, "تم استلام طلب نقل السجلات الطبية بنجاح");
      }));
}
