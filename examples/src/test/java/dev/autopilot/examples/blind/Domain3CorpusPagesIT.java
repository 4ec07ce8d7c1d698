package dev.autopilot.examples.blind;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the third domains corpus ({@code domains3}) works for a person, independently of the
 * library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts.
 */
class Domain3CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain3CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS3, 14, 3);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("gym-membership", p -> {
        p.getByLabel("First name").fill("Oliver");
        p.getByLabel("Last name").fill("Grant");
        p.getByLabel("Email address").fill("oliver.grant@example.co.uk");
        p.getByLabel("Mobile number").fill("07700 900456");
        p.getByLabel("Date of birth").fill("1992-08-17");
        p.getByLabel("Home club").selectOption("RVS");
        p.getByLabel("Annual").check();
        p.getByLabel("Start date").fill("2026-12-01");
        p.getByLabel("Build strength").check();
        p.getByLabel("Group classes").check();
        p.getByLabel("Emergency contact name").fill("Emma Grant");
        p.getByLabel("Emergency contact phone").fill("07700 900789");
        p.getByLabel("No", exact()).check();
        p.getByLabel("I agree to the membership terms").check();
        press(p, "Join now");
        seen(p, "Welcome to IronWorks!");
      }),
      Map.entry("blood-donation", p -> {
        p.getByLabel("Vorname").fill("Katrin");
        p.getByLabel("Nachname").fill("Vogel");
        p.getByLabel("Geburtsdatum").fill("1979-05-23");
        p.getByLabel("weiblich").check();
        p.getByLabel("E-Mail *", exact()).fill("katrin.vogel@example.de");
        p.getByLabel("Mobilnummer").fill("0151 23456789");
        p.getByLabel("Blutgruppe").selectOption("A Rh+");
        p.getByLabel("Spendeort").selectOption("LEI-HBF");
        p.getByLabel("Wunschtermin").fill("2026-12-09");
        p.getByLabel("Uhrzeit").selectOption("10:30");
        p.getByLabel("Ja", exact()).check();
        p.getByLabel("Ich habe die Spenderinformation gelesen").check();
        press(p, "Termin verbindlich reservieren");
        seen(p, "Ihr Termin ist reserviert");
      }),
      Map.entry("tax-advisor-intake", p -> {
        p.getByLabel("Madame").check();
        p.getByLabel("Prénom").fill("Hélène");
        p.getByLabel("Nom", exact()).fill("Garnier");
        p.getByLabel("Adresse électronique").fill("helene.garnier@example.fr");
        p.getByLabel("Téléphone").fill("06 45 78 12 90");
        p.getByLabel("Code postal").fill("69003");
        p.getByLabel("Ville").fill("Lyon");
        p.getByLabel("Situation familiale").selectOption("marie");
        p.getByLabel("Nombre d'enfants à charge").fill("2");
        p.getByLabel("Indépendant(e)").check();
        p.getByLabel("Déclaration de revenus").check();
        p.getByLabel("Location meublée").check();
        p.getByLabel("Décrivez brièvement votre demande")
            .fill("Je loue un studio meublé depuis cette année et je voudrais de l'aide pour ma déclaration de revenus 2026.");
        p.getByLabel("Rendez-vous souhaité").selectOption("visio");
        p.getByLabel("J'accepte que mes données soient utilisées").check();
        press(p, "Envoyer ma demande");
        seen(p, "votre demande a bien été envoyée");
      }),
      Map.entry("moving-quote", p -> {
        p.getByLabel("Nombre y apellidos").fill("Javier Morales Gil");
        p.getByLabel("Correo electrónico").fill("javier.morales@example.es");
        p.getByLabel("Teléfono de contacto").fill("654 321 987");
        p.getByLabel("Dirección de origen").fill("Calle Feria 23, 2º B");
        p.getByLabel("Código postal de origen").fill("41003");
        group(p, "¿Hay ascensor en el origen?").getByLabel("No", exactIn()).check();
        p.getByLabel("Dirección de destino").fill("Avenida de Andalucía 8, 4º A");
        p.getByLabel("Código postal de destino").fill("29007");
        group(p, "¿Hay ascensor en el destino?").getByLabel("Sí", exactIn()).check();
        p.getByLabel("Fecha prevista de la mudanza").fill("2027-01-15");
        p.getByLabel("Tipo de vivienda").selectOption("piso");
        p.getByLabel("Número de dormitorios").selectOption("3");
        p.getByLabel("Embalaje", exact()).check();
        p.getByLabel("Desmontaje y montaje de muebles").check();
        p.getByLabel("Comentarios").fill("Tenemos un piano vertical y una nevera americana.");
        p.getByLabel("He leído y acepto la política de privacidad").check();
        press(p, "Solicitar presupuesto");
        seen(p, "¡Solicitud recibida!");
      }),
      Map.entry("hackathon-team", p -> {
        p.getByLabel("Team name").fill("Null Pointers");
        p.getByLabel("Team captain (full name)").fill("Aisha Bello");
        p.getByLabel("Captain's email").fill("aisha.bello@example.dev");
        p.getByLabel("GitHub username").fill("aishab");
        p.getByLabel("Team size").selectOption("4");
        p.getByLabel("Climate & energy").check();
        p.getByLabel("In person at Pier 7").check();
        p.getByLabel("Captain's T-shirt size").selectOption("M");
        p.getByLabel("Dietary requirements").fill("2 vegetarian");
        p.getByLabel("What do you want to build?")
            .fill("An app that shows when harbour ferries run on shore power, so commuters can pick the cleanest crossing.");
        p.getByLabel("agrees to the HackTheHarbour code of conduct").check();
        press(p, "Register team");
        seen(p, "Team registered");
      }),
      Map.entry("photography-booking", p -> {
        p.getByLabel("Your name").fill("Sam Rivera");
        p.getByLabel("Email", exact()).fill("sam.rivera@example.com");
        p.getByLabel("Phone", exact()).fill("(312) 555-0176");
        p.getByLabel("Session type").selectOption("family");
        p.getByLabel("Date of the shoot").fill("2027-05-22");
        p.getByLabel("Start time").fill("16:30");
        p.getByLabel("Location").fill("Lincoln Park, by the conservatory");
        p.getByLabel("Hours of coverage").fill("2");
        p.getByLabel("Number of people in the photos").fill("5");
        p.getByLabel("Signature").check();
        p.getByLabel("Anything we should know?").fill("Two kids (4 and 7) and our dog; golden-hour light if possible.");
        p.getByLabel("I agree to the booking terms").check();
        press(p, "Request booking");
        seen(p, "Booking request sent!");
      }),
      Map.entry("charity-pledge", p -> {
        p.getByLabel("Title").selectOption("Ms");
        p.getByLabel("First name").fill("Harriet");
        p.getByLabel("Surname").fill("Cole");
        p.getByLabel("Email *", exact()).fill("harriet.cole@example.org.uk");
        p.getByLabel("House number and street").fill("17 Mill Road");
        p.getByLabel("Town").fill("Bedford");
        p.getByLabel("Postcode").fill("MK40 3HD");
        p.getByLabel("£25").check();
        p.getByLabel("Every month").check();
        p.getByLabel("I am a UK taxpayer").check();
        p.getByLabel("I understand this is a pledge").check();
        press(p, "Make my pledge");
        seen(p, "Thank you for your pledge!");
      }),
      Map.entry("tenant-maintenance", p -> {
        p.getByLabel("报修人姓名").fill("李明");
        p.getByLabel("联系电话").fill("13912345678");
        p.getByLabel("楼栋").selectOption("B3");
        p.getByLabel("房号").fill("1203");
        p.getByLabel("水管/下水").check();
        p.getByLabel("问题描述").fill("厨房水龙头一直滴水，关不紧，水槽下面也有点渗水。");
        p.getByLabel("紧急程度").selectOption("2");
        p.getByLabel("期望上门日期").fill("2026-12-02");
        p.getByLabel("上午 9:00-12:00").check();
        p.getByLabel("不可以，须本人在场").check();
        p.getByLabel("我已阅读并同意《物业报修服务须知》").check();
        press(p, "提交报修");
        seen(p, "提交成功");
      }),
      Map.entry("speaker-proposal", p -> {
        p.getByLabel("Full name").fill("Naomi Fischer");
        p.getByLabel("Job title").fill("Senior Data Scientist");
        p.getByLabel("Company or university").fill("Helix Analytics");
        p.getByLabel("Email").fill("naomi.fischer@example.nl");
        p.getByLabel("Country").selectOption("NL");
        p.getByLabel("Speaker bio").fill("Naomi builds forecasting tools for Dutch energy grids and teaches an evening course on data visualisation.");
        p.getByLabel("Yes", exact()).check();
        p.getByLabel("Session title").fill("Seeing uncertainty: honest charts for probabilistic forecasts");
        p.getByLabel("Hands-on workshop (90 min)").check();
        p.getByLabel("Track").selectOption("viz");
        p.getByLabel("Intermediate").check();
        p.getByLabel("Abstract").fill("Forecasts are distributions, yet most dashboards draw a single line. In this hands-on workshop we build fan charts,"
            + " quantile dot plots and hypothetical outcome plots in Python, test them with real users, and learn which ones lead people to better decisions.");
        p.getByLabel("I accept the speaker terms").check();
        press(p, "Submit proposal");
        seen(p, "Proposal submitted");
      }),
      Map.entry("alumni-update", p -> {
        p.getByLabel("الاسم الكامل").fill("عمر خالد حداد");
        p.getByLabel("الرقم الجامعي").fill("2014-0387");
        p.getByLabel("الكلية").selectOption("ENG");
        p.getByLabel("سنة التخرج").selectOption("2018");
        p.getByLabel("البريد الإلكتروني").fill("omar.haddad@example.com");
        p.getByLabel("رقم الجوال").fill("+966 55 123 4567");
        p.getByLabel("مدينة الإقامة الحالية").fill("الرياض");
        p.getByLabel("جهة العمل الحالية").fill("شركة المياه الوطنية");
        p.getByLabel("المسمى الوظيفي").fill("مهندس مشاريع");
        p.getByLabel("نعم", exact()).check();
        p.getByLabel("أوافق على معالجة بياناتي").check();
        press(p, "حفظ البيانات");
        seen(p, "تم تحديث بياناتك بنجاح");
      }),
      Map.entry("marathon-entry", p -> {
        p.getByLabel("First name").fill("Kenji");
        p.getByLabel("Last name").fill("Watanabe");
        p.getByLabel("Date of birth").fill("1988-11-03");
        p.getByLabel("Men", exact()).check();
        p.getByLabel("Email").fill("kenji.watanabe@example.com");
        p.getByLabel("Mobile phone").fill("+1 617 555 0133");
        p.getByLabel("Country of residence").selectOption("US");
        press(p, "Continue");
        p.getByLabel("Race", exact()).selectOption("H21");
        p.getByLabel("Expected finish time").fill("1:45:00");
        p.locator("label[for=s-l]").click();
        p.getByLabel("Emergency contact – name").fill("Yuki Watanabe");
        p.getByLabel("Emergency contact – phone").fill("+1 617 555 0190");
        p.getByLabel("I accept the participant waiver").check();
        press(p, "Complete entry");
        seen(p, "Entry confirmed for Kenji");
      }),
      Map.entry("card-dispute", p -> {
        p.getByLabel("Name on the card").fill("Patricia Nolan");
        p.getByLabel("Last 4 digits of the card number").fill("4821");
        p.getByLabel("Email address").fill("pat.nolan@example.com");
        p.getByLabel("Phone number").fill("+1 555 010 0199");
        p.getByLabel("Date of the transaction").fill("2026-11-18");
        p.getByLabel("Merchant name").fill("SKYTRAVEL*ONLINE");
        p.getByLabel("Amount", exact()).fill("249.99");
        p.getByLabel("Currency").selectOption("USD");
        p.getByLabel("I was charged more than once").check();
        group(p, "Have you contacted the merchant about this?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Tell us what happened").fill("I booked one flight (booking SKY-88213) and was charged 249.99 twice on the same day."
            + " The airline's support has not replied for two weeks.");
        p.getByLabel("I confirm the information").check();
        press(p, "Submit dispute");
        seen(p, "Dispute received");
      }),
      Map.entry("it-access-request", p -> {
        p.getByLabel("Employee ID").fill("E-20931");
        p.getByLabel("Full name").fill("Marcus Lee");
        p.getByLabel("Work email").fill("marcus.lee@corp.example");
        p.getByLabel("Department").selectOption("finance");
        p.getByLabel("Manager's email").fill("dana.whitfield@corp.example");
        p.getByLabel("System or application").selectOption("jira");
        p.getByLabel("Standard user").check();
        p.getByLabel("Access needed from").fill("2026-12-01");
        p.getByLabel("Business justification").fill("I am joining the month-end close project and need to track and update the team's Jira tickets.");
        p.getByRole(AriaRole.SWITCH, new Page.GetByRoleOptions().setName("security awareness training")).click();
        p.getByLabel("I accept the acceptable use policy").check();
        press(p, "Submit request");
        seen(p, "Request submitted");
      }),
      Map.entry("museum-group-visit", p -> {
        p.getByLabel("Art der Gruppe").selectOption("schule");
        p.getByLabel("Schule / Einrichtung").fill("Goethe-Gymnasium Emmendingen");
        p.getByLabel("Teilnehmende gesamt").fill("26");
        p.getByLabel("davon Begleitpersonen").fill("2");
        p.getByLabel("Vor- und Nachname").fill("Stefan Krüger");
        p.getByLabel("E-Mail").fill("s.krueger@goethe-gym.example.de");
        p.getByLabel("Telefon für Rückfragen").fill("07641 123456");
        p.getByLabel("Besuchstag").fill("2027-03-09");
        p.getByLabel("Ankunftszeit").selectOption("1000");
        p.getByLabel("mit Führung").check();
        p.getByLabel("Sprache der Führung").selectOption("de");
        p.getByLabel("Anmerkungen").fill("Klasse 8b, Thema Stadtgeschichte im Mittelalter.");
        p.getByLabel("Ich habe die Datenschutzhinweise gelesen").check();
        press(p, "Anmeldung absenden");
        seen(p, "Vielen Dank für Ihre Anmeldung");
      }));
}
