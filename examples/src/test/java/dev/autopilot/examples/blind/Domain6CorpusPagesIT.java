package dev.autopilot.examples.blind;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the sixth domains corpus ({@code domains6}) works for a person, independently of the
 * library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts.
 */
class Domain6CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain6CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS6, 14, 5);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("embassy-appointment", p -> {
        p.getByLabel("Which service do you need?").selectOption("passport-renewal");
        p.getByLabel("Given name(s)").fill("Aroha");
        p.getByLabel("Family name").fill("Walker");
        p.getByLabel("Date of birth").fill("1991-03-17");
        p.getByLabel("Citizenship").selectOption("NZ");
        p.getByLabel("Current passport number").fill("LA123456");
        p.getByLabel("Email address").fill("aroha.walker@example.nz");
        p.getByLabel("Telephone").fill("+49 151 23456789");
        p.getByLabel("Preferred date").fill("2027-03-09");
        p.getByLabel("Morning (9:00–12:00)").check();
        p.getByLabel("I agree that the Consulate processes my personal data").check();
        press(p, "Request appointment");
        seen(p, "Your appointment request has been received");
      }),
      Map.entry("software-trial", p -> {
        p.getByLabel("First name").fill("Priya");
        p.getByLabel("Last name").fill("Raman");
        p.getByLabel("Work email").fill("priya.raman@lumenlogistics.example");
        p.getByLabel("Company name").fill("Lumen Logistics");
        p.getByLabel("Company size").selectOption("11-50");
        p.getByLabel("Job title").fill("Operations Manager");
        p.getByLabel("Country").selectOption("IN");
        p.getByLabel("Project tracking").check();
        p.getByLabel("Reporting & dashboards").check();
        p.getByLabel("I agree to the Tasklane Terms of Service").check();
        press(p, "Start free trial");
        seen(p, "Your trial workspace is ready");
      }),
      Map.entry("wohnungsbewerbung", p -> {
        p.getByLabel("Anrede").selectOption("frau");
        p.getByLabel("Vorname").fill("Julia");
        p.getByLabel("Nachname").fill("Becker");
        p.getByLabel("Geburtsdatum").fill("1994-06-12");
        p.getByLabel("Ausgeübter Beruf").fill("Krankenpflegerin");
        p.getByLabel("E-Mail-Adresse").fill("julia.becker@example.de");
        p.getByLabel("Telefonnummer").fill("0176 98765432");
        p.getByLabel("Anzahl der einziehenden Personen").fill("2");
        p.getByLabel("Gewünschter Einzugstermin").fill("2027-03-01");
        group(p, "Haustiere").getByLabel("Keine", exactIn()).check();
        group(p, "Rauchen Sie?").getByLabel("Nein", exactIn()).check();
        p.getByLabel("Ich willige ein, dass meine Angaben").check();
        press(p, "Selbstauskunft absenden");
        seen(p, "Ihre Selbstauskunft ist bei uns eingegangen");
      }),
      Map.entry("dog-grooming", p -> {
        p.getByLabel("Dog's name").fill("Biscuit");
        p.getByLabel("Breed").fill("Cockapoo");
        p.getByLabel("Medium (10–25 kg)").check();
        p.getByLabel("Service").selectOption("full");
        p.getByLabel("Preferred date").fill("2027-02-20");
        p.getByLabel("Drop-off time").selectOption("10:00");
        p.getByLabel("Your name").fill("Hannah Price");
        p.getByLabel("Mobile number").fill("07700 900234");
        p.getByLabel("Email", exact()).fill("hannah.price@example.co.uk");
        p.getByLabel("Anything we should know?").fill("He gets nervous with the dryer, please go slowly.");
        p.getByLabel("My dog's vaccinations are up to date").check();
        p.getByLabel("I have read and accept the salon's booking policy").check();
        press(p, "Request booking");
        seen(p, "Booking request sent!");
      }),
      Map.entry("banque-alimentaire", p -> {
        p.getByLabel("Madame").check();
        p.getByLabel("Nom de famille *").fill("Benali");
        p.getByLabel("Prénom *").fill("Samira");
        p.getByLabel("Date de naissance *").fill("1987-11-04");
        p.getByLabel("Numéro de téléphone *").fill("06 23 45 67 89");
        p.getByLabel("Adresse postale *").fill("12 rue des Marronniers");
        p.getByLabel("Commune de résidence *").selectOption("bretigny");
        p.getByLabel("Situation familiale *").selectOption("mono");
        p.getByLabel("Nombre d'adultes dans le foyer *").fill("1");
        p.getByLabel("Nombre d'enfants de moins de 18 ans *").fill("2");
        p.getByLabel("Sans porc").check();
        p.getByLabel("Qui vous oriente vers nous ? *").selectOption("assistante-sociale");
        p.getByLabel("Le matin").check();
        p.getByLabel("J'accepte que mes données soient utilisées").check();
        press(p, "Envoyer ma demande");
        seen(p, "votre demande d'inscription a bien été reçue");
      }),
      Map.entry("huerto-comunitario", p -> {
        p.getByLabel("Nombre", exact()).fill("Carmen");
        p.getByLabel("Apellidos").fill("López Navarro");
        p.getByLabel("DNI / NIE").fill("45821376V");
        p.getByLabel("Correo electrónico").fill("carmen.lopez@example.es");
        p.getByLabel("Teléfono móvil").fill("612 345 678");
        p.getByLabel("Huerto preferido").selectOption("benimaclet");
        p.getByLabel("Mediana (50 m²)").check();
        p.getByLabel("Experiencia en horticultura").selectOption("basica");
        p.getByLabel("Turnos de riego").check();
        p.getByLabel("Compostaje").check();
        p.getByLabel("He leído y acepto las normas").check();
        p.getByLabel("Acepto la política de privacidad").check();
        press(p, "Apuntarme a la lista de espera");
        seen(p, "Inscripción realizada");
      }),
      Map.entry("piano-lessons", p -> {
        p.getByLabel("Student's first name").fill("Lily");
        p.getByLabel("Student's last name").fill("Chen");
        p.getByLabel("Student's date of birth").fill("2016-09-04");
        p.getByLabel("Playing level").selectOption("none");
        p.getByLabel("Instrument at home").selectOption("digital");
        p.getByLabel("Parent/guardian full name").fill("Mei Chen");
        p.getByLabel("Relationship to student").selectOption("mother");
        p.getByLabel("Email for lesson updates").fill("mei.chen@example.com");
        p.getByLabel("Contact phone").fill("07700 900618");
        p.getByLabel("At the studio").check();
        p.getByLabel("Saturday morning").check();
        p.getByLabel("What would the student like to play or achieve?")
            .fill("She would like to play songs from films and maybe take Grade 1 next year.");
        p.getByLabel("Earliest start date").fill("2027-01-09");
        p.getByLabel("I agree to the Allegro Music School terms of enrolment").check();
        press(p, "Enrol");
        seen(p, "Thank you for enrolling with Allegro Music School");
      }),
      Map.entry("energy-audit", p -> {
        p.getByLabel("Address line 1").fill("14 Cotham Vale");
        p.getByLabel("Postcode").fill("BS6 6HR");
        p.getByLabel("Property type").selectOption("terraced");
        p.getByLabel("When was it built?").selectOption("pre1919");
        p.getByLabel("Gas boiler").check();
        p.getByLabel("I own it").check();
        p.getByLabel("Draughts").check();
        p.getByLabel("Damp or mould").check();
        p.getByLabel("Full name").fill("Tom Hargreaves");
        p.getByLabel("Email", exact()).fill("tom.hargreaves@example.co.uk");
        p.getByLabel("Daytime phone").fill("0117 496 0321");
        p.getByLabel("Preferred visit date").fill("2027-01-14");
        p.getByLabel("I agree that Warmer Homes Bristol may use these details").check();
        press(p, "Request my assessment");
        seen(p, "Request received");
      }),
      Map.entry("chufang-xuyao", p -> {
        p.getByLabel("患者姓名").fill("王建国");
        p.getByLabel("男", exact()).check();
        p.getByLabel("出生日期").fill("1958-03-21");
        p.getByLabel("手机号").fill("13812345678");
        p.getByLabel("医保卡号（选填）").fill("310104195803210031");
        p.getByLabel("药品名称").fill("苯磺酸氨氯地平片");
        p.getByLabel("规格与用量").fill("5mg，每日一次，每次一片");
        p.getByLabel("开方医院及医生").fill("上海市第六人民医院 李医生");
        p.getByLabel("到店自取").check();
        p.getByLabel("取药门店").selectOption("xuhui");
        p.getByLabel("我已阅读并同意《个人信息保护政策》").check();
        press(p, "提交申请");
        seen(p, "申请已提交");
      }),
      Map.entry("qaat-al-mutalaa", p -> {
        p.getByLabel("الاسم الكامل").fill("Layla Haddad");
        p.getByLabel("الجهة أو المؤسسة").fill("American University of Beirut");
        p.getByLabel("الصفة").selectOption("dirasat-ulya");
        p.getByLabel("البريد الإلكتروني").fill("layla.haddad@example.edu.lb");
        p.getByLabel("رقم الهاتف").fill("+961 3 123 456");
        p.getByLabel("تاريخ الزيارة").fill("2027-04-14");
        p.getByLabel("صباحية").check();
        p.getByLabel("المخطوطات").check();
        p.getByLabel("الخرائط").check();
        p.getByLabel("موضوع البحث").fill("Ottoman-era land registers of Mount Lebanon, 1860-1915");
        p.getByLabel("أتعهد بالالتزام بنظام قاعة المطالعة").check();
        press(p, "إرسال الطلب");
        seen(p, "تم استلام طلبك");
      }),
      Map.entry("bug-bounty-report", p -> {
        p.getByLabel("Report title").fill("IDOR lets any customer read other customers' delivery addresses");
        p.getByLabel("Affected asset").selectOption("api");
        p.getByLabel("Weakness type").selectOption("CWE-639");
        p.getByLabel("High", exact()).check();
        p.getByLabel("Vulnerable URL or endpoint").fill("https://api.parcelwise.example/v2/parcels/{id}/address");
        p.getByLabel("Steps to reproduce").fill("1. Log in as customer A and create a parcel. 2. Note its id. 3. Log in as customer B and call"
            + " GET /v2/parcels/{id}/address with A's parcel id. 4. The API returns A's full delivery address.");
        p.getByLabel("Impact").fill("Any logged-in customer can enumerate parcel ids and read the names and home addresses of all other customers.");
        p.getByLabel("Researcher handle").fill("nightjar");
        p.getByLabel("Contact email").fill("nightjar.sec@example.net");
        p.getByLabel("I have followed the Parcelwise vulnerability disclosure policy").check();
        press(p, "Submit report");
        seen(p, "Our security team triages new reports");
      }),
      Map.entry("home-care-request", p -> {
        p.getByLabel("Your name").fill("Rachel Green");
        p.getByLabel("Who needs care?").selectOption("parent");
        p.getByLabel("Phone", exact()).fill("07700 900417");
        p.getByLabel("Email", exact()).fill("rachel.green@example.co.uk");
        p.getByLabel("Their full name").fill("Dorothy Green");
        p.getByLabel("Their date of birth").fill("1941-02-08");
        p.getByLabel("Address where care is needed").fill("22 Grange Avenue, Chapel Allerton, Leeds");
        p.getByLabel("Postcode").fill("LS7 4EJ");
        p.getByRole(AriaRole.RADIOGROUP, new Page.GetByRoleOptions().setName("Do they live alone?")).getByLabel("Yes", exactIn()).check();
        p.getByLabel("Uses a stick or walking frame").check();
        p.getByLabel("Medication reminders").check();
        p.getByLabel("Preparing meals").check();
        p.getByLabel("Companionship").check();
        p.getByLabel("How often?").selectOption("daily");
        p.getByLabel("When should care start?").fill("2027-01-04");
        p.getByLabel("I agree that Hearthside may record the health information").check();
        press(p, "Request assessment");
        seen(p, "we have your request");
      }),
      Map.entry("change-of-address", p -> {
        p.getByLabel("Full name").fill("Daniel Okafor");
        p.getByLabel("Date of birth").fill("1983-07-29");
        p.getByLabel("Sort code, first two digits").fill("20");
        p.getByLabel("Sort code, middle two digits").fill("45");
        p.getByLabel("Sort code, last two digits").fill("77");
        p.getByLabel("Account number").fill("41236587");
        p.getByLabel("Building and street", exact()).fill("Flat 6, 19 Albion Street");
        p.getByLabel("Town or city").fill("Leeds");
        p.getByLabel("Postcode").fill("LS1 5ES");
        p.getByLabel("Date you moved in").fill("2026-11-14");
        p.getByLabel("All my accounts").check();
        p.getByLabel("Email address").fill("daniel.okafor@example.com");
        p.getByLabel("I confirm I am the account holder").check();
        press(p, "Update my address");
        seen(p, "Address change received");
      }),
      Map.entry("mediation-request", p -> {
        p.getByLabel("Your name").fill("Graham Whitaker");
        p.locator("#email").fill("g.whitaker@example.org.uk");
        p.locator("#phone").fill("0115 496 0788");
        p.getByLabel("Your postcode").fill("NG7 1FB");
        p.getByLabel("What is it about?").selectOption("neighbour-boundary");
        p.getByLabel("Who is the other person or group?").fill("the neighbours at number 14");
        p.getByRole(AriaRole.RADIOGROUP, new Page.GetByRoleOptions().setName("Have court or legal proceedings started?"))
            .getByLabel("No", exactIn()).check();
        p.getByLabel("Tell us briefly what has happened").fill("The hedge next door has grown over the fence and blocks light to our"
            + " kitchen. We have asked twice to cut it back and are no longer speaking.");
        p.getByRole(AriaRole.RADIOGROUP, new Page.GetByRoleOptions().setName("Best way to contact you")).getByLabel("Email", exactIn()).check();
        p.getByLabel("I understand mediation is confidential").check();
        press(p, "Send my request");
        seen(p, "Request received");
      }));
}
