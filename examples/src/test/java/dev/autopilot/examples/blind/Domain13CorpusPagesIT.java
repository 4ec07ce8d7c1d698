package dev.autopilot.examples.blind;

import com.microsoft.playwright.Page;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the thirteenth domains corpus ({@code domains13}) works for a person, independently of
 * the library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts. A person unticks the boxes the page ticked for them and they did not
 * agree to (four pages pre-tick a council news, partner offers, newsletter or market letter box).
 */
class Domain13CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain13CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS13, 14, 5);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("garden-waste-bin", p -> {
        p.getByLabel("Full name").fill("Alan Birch");
        p.getByLabel("First line of address").fill("7 Orchard Close");
        p.getByLabel("Postcode").fill("GF4 2LW");
        p.getByLabel("Email address").fill("alan.birch@example.co.uk");
        p.getByLabel("Phone number").fill("07700 900 512");
        p.getByLabel("How many bins do you need?").selectOption("1");
        p.getByLabel("240 litres (standard)").check();
        p.getByLabel("First collection wanted from").fill("2027-03-01");
        p.getByLabel("Where will you leave the bin").fill("By the front gate on Chesham Lane");
        p.getByLabel("Email me Greenfield Council news and events").uncheck();
        p.getByLabel("I agree to the garden waste service terms").check();
        press(p, "Sign up");
        seen(p, "You're signed up for garden waste collection");
      }),
      Map.entry("adult-evening-class", p -> {
        p.getByLabel("First name").fill("Grace");
        p.getByLabel("Last name").fill("Adeyemi");
        p.getByLabel("Date of birth").fill("1979-05-22");
        p.getByLabel("Mobile").fill("07700 900 318");
        p.getByLabel("Email").fill("grace.adeyemi@example.com");
        p.getByLabel("Course", exact()).selectOption("SPA101");
        p.getByLabel("Spring 2027").check();
        p.getByLabel("What do you hope to get from the course?").fill("Enough Spanish to chat with my neighbours in Valencia when we visit.");
        p.getByLabel("I agree that Northbrook Community College keeps my details").check();
        press(p, "Enrol now");
        seen(p, "You're enrolled!");
      }),
      Map.entry("pharmacy-delivery", p -> {
        p.getByLabel("Patient name").fill("Peter Langley");
        p.getByLabel("NHS number").fill("485 777 3456");
        p.getByLabel("Date of birth").fill("1949-08-30");
        p.getByLabel("Delivery address").fill("3 Mill Lane, Ashby Parva");
        p.getByLabel("Postcode").fill("LE17 5HX");
        p.getByLabel("Phone").fill("01455 209 334");
        p.getByLabel("Email (for delivery updates)").fill("peter.langley@example.co.uk");
        p.getByLabel("Your pharmacy").selectOption("LUT");
        p.getByLabel("Afternoon (12pm–5pm)").check();
        p.getByLabel("I consent to Wellway Pharmacy handling my prescription").check();
        press(p, "Set up delivery");
        seen(p, "your repeat prescriptions will now be delivered");
      }),
      Map.entry("insurance-quote-callback", p -> {
        p.getByLabel("Your name").fill("Sunita Rao");
        p.getByLabel("Phone number to call").fill("07700 900 761");
        p.getByLabel("Email").fill("sunita.rao@example.com");
        p.getByLabel("Postcode").fill("M20 3FJ");
        p.getByLabel("What would you like a quote for?").selectOption("home");
        p.getByLabel("Day for the call").fill("2027-01-12");
        p.getByLabel("Evening, 5–8").check();
        p.getByLabel("Anything we should know before we call?").fill("We moved in last month and the house has a flat roof extension.");
        p.getByLabel("Let carefully selected partners contact me with offers").uncheck();
        p.getByLabel("I have read the privacy notice").check();
        press(p, "Request callback");
        seen(p, "Callback booked");
      }),
      Map.entry("startup-incubator-application", p -> {
        p.getByLabel("Company or project name").fill("Tidewise Analytics");
        p.getByLabel("Lead founder").fill("Marcus Oyelaran");
        p.getByLabel("Founder email").fill("marcus@tidewise.example.io");
        p.getByLabel("Phone").fill("+44 7700 900 874");
        p.getByLabel("Website or demo link").fill("https://tidewise.example.io");
        p.getByLabel("Stage").selectOption("prototype");
        p.getByLabel("Sector").selectOption("climate");
        p.getByLabel("Date founded").fill("2025-09-01");
        p.getByLabel("Number of people on the team").fill("3");
        p.getByLabel("Describe your product").fill("Tidewise predicts coastal flooding street by street from tide gauges and drainage data, so "
            + "councils can deploy barriers hours earlier.");
        p.getByLabel("Mentoring").check();
        p.getByLabel("Office space").check();
        p.getByLabel("Send me the Foundry Dock newsletter").uncheck();
        p.getByLabel("I accept the programme terms").check();
        press(p, "Submit application");
        seen(p, "Application received");
      }),
      Map.entry("tenancy-deposit-dispute", p -> {
        p.getByLabel("Full name").fill("Chloe Barnes");
        p.getByLabel("Email").fill("chloe.barnes@example.co.uk");
        p.getByLabel("Daytime telephone").fill("07700 900 455");
        p.getByLabel("Deposit ID").fill("FDS-77120943");
        p.getByLabel("Address of the rented property").fill("Flat 2, 41 Canal Street, Nottingham");
        p.getByLabel("Postcode of the rented property").fill("NG1 7EH");
        p.getByLabel("Tenancy start date").fill("2024-08-01");
        p.getByLabel("Tenancy end date").fill("2026-10-31");
        p.getByLabel("Landlord or letting agent").fill("Kestrel Lettings");
        p.getByLabel("Cleaning").check();
        p.getByLabel("Damage").check();
        group(p, "Do you have a signed check-in inventory?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Explain why you disagree").fill("The flat was professionally cleaned when I left and the carpet mark was already listed on "
            + "the check-in inventory.");
        p.getByLabel("I declare that the information I have given is true").check();
        press(p, "Submit dispute");
        seen(p, "Dispute raised");
      }),
      Map.entry("hackathon-mentor-signup", p -> {
        p.getByLabel("Name", exact()).fill("Inês Carvalho");
        p.getByLabel("Email").fill("ines.carvalho@example.dev");
        p.getByLabel("GitHub username").fill("inescarv");
        p.getByLabel("Company / organisation").fill("Quayside Software");
        p.getByLabel("Backend & APIs").check();
        p.getByLabel("DevOps & cloud").check();
        p.getByLabel("Years of professional experience").selectOption("10+");
        p.getByLabel("Both days").check();
        p.getByLabel("T-shirt size").selectOption("M");
        p.getByLabel("I have read and will follow the HackTheHarbour code of conduct").check();
        press(p, "Sign me up as a mentor");
        seen(p, "You are on the mentor list");
      }),
      Map.entry("planetarium-school-visit", p -> {
        p.getByLabel("School name").fill("St Aidan's Primary");
        p.getByLabel("Lead teacher").fill("Owen Price");
        p.getByLabel("School email").fill("o.price@staidans.example.sch.uk");
        p.getByLabel("Telephone").fill("029 2018 0442");
        p.getByLabel("Year group").selectOption("Y5");
        p.getByLabel("Number of pupils").fill("28");
        p.getByLabel("Accompanying adults").fill("4");
        p.getByLabel("Preferred visit date").fill("2027-03-18");
        p.getByLabel("Stars and Constellations").check();
        p.getByLabel("We need a room to eat packed lunches").check();
        p.getByLabel("Access or learning needs").fill("One pupil uses a wheelchair.");
        p.getByLabel("I accept the school visit booking conditions").check();
        press(p, "Send booking request");
        seen(p, "we have your school visit request");
      }),
      Map.entry("skip-permit-enquiry", p -> {
        p.getByLabel("Applicant name").fill("Dev Malhotra");
        p.getByLabel("Skip hire company").fill("Brightside Skips Ltd");
        p.getByLabel("Email", exact()).fill("dev@brightsideskips.example.co.uk");
        p.getByLabel("Contact number").fill("0161 496 0219");
        p.getByLabel("Street address where the skip will stand").fill("18 Beech Road, Heaton Chapel");
        p.getByLabel("Postcode").fill("SK4 2DF");
        p.getByLabel("Skip delivered on").fill("2027-02-08");
        p.getByLabel("How long will it stay?").selectOption("14");
        p.getByLabel("Builder's (6–8 yd³)").check();
        p.getByLabel("Position").selectOption("road");
        p.getByLabel("I confirm the skip will have lights and cones").check();
        press(p, "Send enquiry");
        seen(p, "The highways team will reply");
      }),
      Map.entry("campus-fuehrung", p -> {
        p.getByLabel("Vorname").fill("Lena");
        p.getByLabel("Nachname").fill("Hofmann");
        p.getByLabel("E-Mail-Adresse").fill("lena.hofmann@example.de");
        p.getByLabel("Mobilnummer").fill("0151 2345 6789");
        p.getByLabel("Termin").selectOption("2027-03-13");
        p.getByLabel("Welches Studienfach interessiert Sie am meisten?").selectOption("inf");
        p.getByLabel("Ich mache gerade Abitur").check();
        p.getByLabel("Anzahl Begleitpersonen").fill("1");
        p.getByLabel("Fragen an die Studienberatung").fill("Gibt es ein Vorpraktikum für Informatik?");
        p.getByLabel("Ich habe die Datenschutzerklärung gelesen").check();
        press(p, "Verbindlich anmelden");
        seen(p, "Ihre Anmeldung zur Campusführung ist eingegangen");
      }),
      Map.entry("marche-artisanal-stand", p -> {
        p.getByLabel("Prénom").fill("Amélie");
        p.getByLabel("Nom", exact()).fill("Rousseau");
        p.getByLabel("Nom de l'atelier ou de la marque").fill("Atelier Terre & Feu");
        p.getByLabel("Courriel").fill("amelie@terre-et-feu.example.fr");
        p.getByLabel("Téléphone").fill("06 41 27 83 90");
        p.getByLabel("N° SIRET").fill("812 345 678 00021");
        p.getByLabel("Métier d'art").selectOption("ceramique");
        p.getByLabel("3 mètres").check();
        p.getByLabel("Présentation de vos créations").fill("Hand-thrown stoneware bowls, mugs and vases, fired in a wood kiln in my "
            + "workshop in Thônes.");
        p.getByLabel("J'ai besoin d'un branchement électrique").check();
        p.getByLabel("Je souhaite recevoir la lettre d'information").uncheck();
        p.getByLabel("J'ai lu et j'accepte le règlement du marché").check();
        press(p, "Envoyer ma candidature");
        seen(p, "Votre candidature a bien été enregistrée");
      }),
      Map.entry("acceso-informacion-publica", p -> {
        p.getByLabel("Nombre").fill("Javier");
        p.getByLabel("Apellidos").fill("Morales Ortega");
        p.getByLabel("NIF/NIE").fill("53214789K");
        p.getByLabel("Correo electrónico").fill("javier.morales@example.es");
        p.getByLabel("Teléfono").fill("678 902 145");
        p.getByLabel("Área municipal").selectOption("URB");
        p.getByLabel("Asunto").fill("Licencias de obra en la calle Mayor");
        p.getByLabel("Descripción de la información que solicita").fill("Copia de las licencias de obra mayor concedidas para edificios "
            + "de la calle Mayor durante 2025.");
        p.getByLabel("Periodo: desde").fill("2025-01-01");
        p.getByLabel("Periodo: hasta").fill("2025-12-31");
        p.getByLabel("Electrónico (envío a la sede o por correo)").check();
        p.getByLabel("He leído la información sobre protección de datos").check();
        press(p, "Presentar solicitud");
        seen(p, "ha sido registrada");
      }),
      Map.entry("shequ-diantai-jiabin", p -> {
        p.getByLabel("姓名").fill("Zhou Min");
        p.getByLabel("所属单位或团体").fill("Riverside Reading Club");
        p.getByLabel("手机号码").fill("138 0013 8745");
        p.getByLabel("电子邮箱").fill("zhou.min@example.cn");
        p.getByLabel("希望参加的节目").selectOption("book-club");
        p.getByLabel("希望录制日期").fill("2027-04-10");
        p.getByLabel("30 分钟").check();
        p.getByLabel("话题简介").fill("How our reading club started swapping books with the primary school next door.");
        p.getByLabel("我同意节目录音在本台播出并在网站存档").check();
        p.getByLabel("我已阅读并同意《个人信息保护说明》").check();
        press(p, "提交报名");
        seen(p, "报名成功");
      }),
      Map.entry("saiq-mutatawwi", p -> {
        p.getByLabel("الاسم الكامل").fill("عمر الخطيب");
        p.getByLabel("تاريخ الميلاد").fill("1968-04-12");
        p.getByLabel("رقم الجوال").fill("0551234567");
        p.getByLabel("البريد الإلكتروني").fill("omar.khatib@example.sa");
        p.getByLabel("المدينة").selectOption("jeddah");
        p.getByLabel("عدد سنوات القيادة").fill("25");
        group(p, "هل تحمل رخصة قيادة سارية المفعول؟").getByLabel("نعم", exactIn()).check();
        p.getByLabel("نوع السيارة وسنة الصنع").fill("تويوتا كامري 2021");
        p.getByLabel("السبت").check();
        p.getByLabel("الثلاثاء").check();
        p.getByLabel("أوافق على أن تتحقق الجمعية").check();
        press(p, "إرسال طلب التطوع");
        seen(p, "تم استلام طلب التطوع");
      }));
}
