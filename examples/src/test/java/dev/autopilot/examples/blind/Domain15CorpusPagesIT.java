package dev.autopilot.examples.blind;

import com.microsoft.playwright.Page;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the fifteenth domains corpus ({@code domains15}) works for a person, independently of the
 * library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts. A person unticks the boxes the page ticked for them and they did not
 * agree to (six pages pre-tick a newsletter, partner, offers or news box).
 */
class Domain15CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain15CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS15, 14, 5);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("bus-pass-renewal", p -> {
        p.getByLabel("Current pass number").fill("BP 4471 2093");
        p.getByLabel("Full name").fill("Gwen Pritchard");
        p.getByLabel("Date of birth").fill("1954-06-03");
        p.getByLabel("Email address").fill("gwen.pritchard@example.co.uk");
        p.getByLabel("Telephone").fill("01632 960 318");
        p.getByLabel("Older person's pass").check();
        p.getByLabel("Home address").fill("14 Orchard Lane, Tilbury Green");
        p.getByLabel("Postcode").fill("TG4 8QS");
        group(p, "Has your address changed since your last pass?").getByLabel("No", exactIn()).check();
        p.getByLabel("How do you want to get your new pass?").selectOption("post");
        p.getByLabel("I confirm the information I have given is correct").check();
        press(p, "Renew my pass");
        seen(p, "Your bus pass renewal has been received");
      }),
      Map.entry("library-ebook-account", p -> {
        p.getByLabel("Library card number").fill("2900 1847 5531");
        p.getByLabel("First name").fill("Tomasz");
        p.getByLabel("Surname").fill("Wójcik");
        p.getByLabel("Email", exact()).fill("tomasz.wojcik@example.com");
        p.getByLabel("E-books", exact()).check();
        p.getByLabel("E-audiobooks", exact()).check();
        p.getByLabel("Which app will you read with?").selectOption("libby");
        p.getByLabel("Adult (16 and over)").check();
        p.getByLabel("Send me the monthly reading newsletter").uncheck();
        p.getByLabel("I accept the e-lending terms of use").check();
        press(p, "Create e-Library account");
        seen(p, "Your e-Library account is ready");
      }),
      Map.entry("film-society-membership", p -> {
        p.getByLabel("Your name").fill("Aisha Rahman");
        p.getByLabel("Email", exact()).fill("aisha.rahman@example.org");
        p.getByLabel("Mobile (optional)").fill("07700 900 461");
        p.getByLabel("Student", exact()).check();
        p.getByLabel("Documentaries").check();
        p.getByLabel("World cinema").check();
        p.getByLabel("How did you hear about us?").selectOption("friend");
        p.getByLabel("Share my email with our partner cinemas").uncheck();
        p.getByLabel("I agree to the society's code of conduct").check();
        press(p, "Join the society");
        seen(p, "Your membership is confirmed");
      }),
      Map.entry("academic-transcript-request", p -> {
        p.getByLabel("Student ID number").fill("S2011847");
        p.getByLabel("Full name while studying").fill("Daniel Okafor");
        p.getByLabel("Date of birth").fill("1996-09-22");
        p.getByLabel("Email address").fill("d.okafor@example.com");
        p.getByLabel("Degree programme").fill("MSc Environmental Science");
        p.getByLabel("Year of graduation").fill("2021");
        p.getByLabel("Official (sealed").check();
        p.getByLabel("Delivery method").selectOption("institution");
        p.getByLabel("Receiving institution and address").fill("University of Groningen, Admissions Office, Broerstraat 5, Groningen");
        p.getByLabel("I authorise the Registry to release my transcript").check();
        press(p, "Request transcript");
        seen(p, "Transcript request received");
      }),
      Map.entry("employer-reference-request", p -> {
        p.getByLabel("Full name").fill("Lucy Harrington");
        p.getByLabel("Your email address").fill("lucy.harrington@example.com");
        p.getByLabel("Last job title").fill("Senior Payroll Officer");
        p.getByLabel("Department").selectOption("fin");
        p.getByLabel("Employment start date").fill("2019-04-01");
        p.getByLabel("Employment end date").fill("2026-10-31");
        p.getByLabel("New employer or organisation").fill("Brightwater Housing Trust");
        p.getByLabel("Recipient's email address").fill("recruitment@brightwater.example.org");
        p.getByLabel("Needed by").fill("2026-12-11");
        p.getByLabel("Full (includes performance and attendance)").check();
        p.getByLabel("I consent to HR sharing my employment details").check();
        press(p, "Send request");
        seen(p, "HR has your reference request");
      }),
      Map.entry("data-correction-request", p -> {
        p.getByLabel("Your full name").fill("Marco Bellini");
        p.getByLabel("Email address").fill("marco.bellini@example.it");
        p.getByLabel("Customer account number").fill("CU-558120");
        p.getByLabel("Which information is wrong?").selectOption("dob");
        p.getByLabel("What our records show now").fill("04/11/1987");
        p.getByLabel("What it should say").fill("11/04/1987");
        p.getByLabel("Anything that helps us check (optional)").fill("Day and month were swapped when I opened the account; my passport "
            + "shows 11 April 1987.");
        p.getByLabel("By email").check();
        p.getByLabel("I confirm I am the person this data is about").check();
        press(p, "Send correction request");
        seen(p, "has been logged");
      }),
      Map.entry("conference-accessibility-request", p -> {
        p.getByLabel("Attendee name").fill("Hannah Lowe");
        p.getByLabel("Email used to register").fill("hannah.lowe@example.net");
        p.getByLabel("Booking reference").fill("DX27-4418");
        p.getByLabel("Thursday 13 May").check();
        p.getByLabel("Friday 14 May").check();
        p.getByLabel("Step-free access to all rooms").check();
        p.getByLabel("Hearing loop").check();
        p.getByLabel("Reserved seat near the front").check();
        p.getByLabel("Dietary requirement").selectOption("vegan");
        group(p, "Will you bring an assistance dog?").getByLabel("No", exactIn()).check();
        group(p, "Will a personal assistant or carer come with you?").getByLabel("Yes, they need a free companion ticket").check();
        p.getByLabel("Anything else we should know?").fill("I lip-read, so please keep the speakers' faces well lit.");
        p.getByLabel("I agree that the organisers use this information").check();
        press(p, "Send my requirements");
        seen(p, "we have your access requirements");
      }),
      Map.entry("veg-box-waitlist", p -> {
        p.getByLabel("Full name").fill("Priya Shah");
        p.getByLabel("Email", exact()).fill("priya.shah@example.co.uk");
        p.getByLabel("Phone number").fill("07700 900 118");
        p.getByLabel("Postcode").fill("BA2 7HJ");
        p.getByLabel("Family (4–5 people)").check();
        p.getByLabel("Delivery frequency").selectOption("fortnightly");
        p.getByLabel("People in your household").fill("4");
        p.getByLabel("Combe Down village hall").check();
        p.getByLabel("Send me seasonal offers and recipes").uncheck();
        p.getByLabel("I agree to be contacted when a box becomes available").check();
        press(p, "Join the waiting list");
        seen(p, "You're on the list!");
      }),
      Map.entry("eye-test-booking", p -> {
        p.getByLabel("First name").fill("George");
        p.getByLabel("Last name").fill("Whitfield");
        p.getByLabel("Date of birth").fill("1949-12-02");
        p.getByLabel("Email", exact()).fill("george.whitfield@example.co.uk");
        p.getByLabel("Mobile phone").fill("07700 900 774");
        p.getByLabel("Reason for your visit").selectOption("glasses");
        p.getByLabel("Over two years ago").check();
        p.getByLabel("Reading glasses").check();
        p.getByLabel("Preferred date").fill("2026-12-08");
        p.getByLabel("Preferred time").selectOption("am");
        group(p, "Do you have diabetes?").getByLabel("No", exactIn()).check();
        p.getByLabel("I agree that Clearview Opticians stores my eye health information").check();
        press(p, "Request appointment");
        seen(p, "We have your eye test request");
      }),
      Map.entry("clases-de-guitarra", p -> {
        p.getByLabel("Nombre *").fill("Ben");
        p.getByLabel("Apellidos *").fill("Castell");
        p.getByLabel("Correo electrónico").fill("ben.castell@example.com");
        p.getByLabel("Teléfono").fill("+34 612 448 907");
        p.getByLabel("Edad del alumno").fill("34");
        p.getByLabel("Principiante").check();
        p.getByLabel("Tipo de guitarra").selectOption("acustica");
        p.getByLabel("Presencial en la escuela").check();
        p.getByLabel("Martes").check();
        p.getByLabel("Jueves").check();
        p.getByLabel("Comentarios").fill("I already own a guitar and would prefer evening lessons.");
        p.getByLabel("Quiero recibir novedades y ofertas").uncheck();
        p.getByLabel("He leído y acepto la política de privacidad").check();
        press(p, "Enviar solicitud");
        seen(p, "Hemos recibido tu solicitud");
      }),
      Map.entry("dachsanierung-foerderung", p -> {
        p.getByLabel("Anrede").selectOption("herr");
        p.getByLabel("Vorname*").fill("Jürgen");
        p.getByLabel("Nachname*").fill("Halbach");
        p.getByLabel("E-Mail-Adresse*").fill("j.halbach@example.de");
        p.getByLabel("Telefonnummer").fill("0231 5584 2210");
        p.getByLabel("Straße und Hausnummer des Gebäudes*").fill("Lindenweg 7");
        p.getByLabel("Postleitzahl*").fill("44267");
        p.getByLabel("Ort*", exact()).fill("Dortmund");
        p.getByLabel("Baujahr des Gebäudes*").fill("1968");
        p.getByLabel("Reihenhaus").check();
        group(p, "Sind Sie Eigentümer/in und bewohnen das Gebäude selbst?*").getByLabel("Ja", exactIn()).check();
        p.getByLabel("Dachdämmung").check();
        p.getByLabel("Neueindeckung").check();
        p.getByLabel("Geplanter Baubeginn").fill("2027-05-01");
        p.getByLabel("Ihre Nachricht").fill("Das Dach ist seit dem letzten Winter undicht, ein Angebot vom Dachdecker liegt vor.");
        p.getByLabel("Ja, ich möchte den Newsletter").uncheck();
        p.getByLabel("Ich habe die Datenschutzerklärung gelesen").check();
        press(p, "Anfrage absenden");
        seen(p, "Ihre Anfrage ist eingegangen");
      }),
      Map.entry("nettoyage-berges", p -> {
        p.getByLabel("Prénom").fill("Camille");
        p.getByLabel("Nom de famille").fill("Rousseau");
        p.getByLabel("Courriel").fill("camille.rousseau@example.fr");
        p.getByLabel("Téléphone portable").fill("06 41 72 38 95");
        group(p, "Avez-vous 18 ans ou plus ?").getByLabel("Oui", exactIn()).check();
        p.getByLabel("Créneau").selectOption("sam-matin");
        p.getByLabel("Taille de gants").selectOption("M");
        p.getByLabel("Nombre d'accompagnants").fill("2");
        p.getByLabel("Je propose des places dans ma voiture").check();
        p.getByLabel("Remarques").fill("Je viens avec mes deux enfants de 12 et 14 ans.");
        p.getByLabel("J'accepte que mes coordonnées soient transmises").uncheck();
        p.getByLabel("J'ai lu et j'accepte la charte du bénévole").check();
        press(p, "Je m'inscris");
        seen(p, "Votre inscription est confirmée");
      }),
      Map.entry("ertong-qixing-peixun", p -> {
        p.getByLabel("孩子姓名").fill("Leo Zhang");
        p.getByLabel("出生日期").fill("2016-03-08");
        p.getByLabel("就读学校").fill("Riverside Primary School");
        p.getByLabel("年级").selectOption("5");
        p.getByLabel("家长姓名").fill("Wei Zhang");
        p.getByLabel("家长手机号").fill("138 0013 7742");
        p.getByLabel("电子邮箱").fill("wei.zhang@example.com");
        p.getByLabel("二级：道路实践训练").check();
        group(p, "孩子是否有自己的自行车？").getByLabel("有", exactIn()).check();
        p.getByLabel("培训场次").selectOption("sat-am");
        p.getByLabel("健康状况或其他需要说明的情况").fill("No allergies; wears glasses.");
        p.getByLabel("我同意孩子参加培训").check();
        press(p, "提交报名");
        seen(p, "报名成功");
      }),
      Map.entry("mafqudat-mahatta", p -> {
        p.getByLabel("الاسم الكامل").fill("سلمى حداد");
        p.getByLabel("البريد الإلكتروني").fill("salma.haddad@example.com");
        p.getByLabel("رقم الهاتف").fill("+44 7700 900 532");
        p.getByLabel("المحطة", exact()).selectOption("central");
        p.getByLabel("تاريخ الفقدان").fill("2026-11-20");
        p.getByLabel("الوقت التقريبي").fill("18:30");
        p.getByLabel("نوع الغرض").selectOption("bag");
        p.getByLabel("اللون").fill("أزرق داكن");
        p.getByLabel("وصف الغرض ومحتوياته").fill("حقيبة ظهر فيها حاسوب محمول وكتب جامعية");
        p.getByLabel("أقر بأن الغرض ملكي").check();
        press(p, "إرسال البلاغ");
        seen(p, "تم تسجيل بلاغك بنجاح");
      }));
}
