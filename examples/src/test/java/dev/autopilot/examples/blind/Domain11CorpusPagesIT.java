package dev.autopilot.examples.blind;

import com.microsoft.playwright.Page;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the eleventh domains corpus ({@code domains11}) works for a person, independently of the
 * library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts. A person unticks the boxes the page ticked for them and they did not
 * agree to (five pages pre-tick a newsletter, partner, fundraising or promotions box).
 */
class Domain11CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain11CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS11, 14, 5);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("sailing-club-trial", p -> {
        p.getByLabel("First name").fill("Oliver");
        p.getByLabel("Last name").fill("Prescott");
        p.getByLabel("Email").fill("oliver.prescott@example.co.uk");
        p.getByLabel("Mobile number").fill("07700 900 825");
        p.getByLabel("Age group").selectOption("40-64");
        group(p, "Can you swim 50 metres").getByLabel("Yes", exactIn()).check();
        p.getByLabel("A few times").check();
        p.getByLabel("Taster session").selectOption("2027-04-17");
        p.getByLabel("Emergency contact name and phone").fill("Helen Prescott 07700 900 826");
        p.getByLabel("Send me the club newsletter and offers").uncheck();
        p.getByLabel("I agree to follow the instructor's safety briefing").check();
        press(p, "Book my taster sail");
        seen(p, "See you on the water!");
      }),
      Map.entry("youth-hostel-group-enquiry", p -> {
        p.getByLabel("Group or organisation name").fill("3rd Kendal Scouts");
        p.getByLabel("Type of group").selectOption("youth");
        p.getByLabel("Group leader's full name").fill("Duncan Firth");
        p.getByLabel("Email address").fill("duncan.firth@example.org.uk");
        p.getByLabel("Phone number").fill("01539 960 417");
        p.getByLabel("Arrival date").fill("2027-05-21");
        p.getByLabel("Number of nights").fill("2");
        p.getByLabel("Guests under 18").fill("14");
        p.getByLabel("Adults (18+)").fill("3");
        p.getByLabel("Full board").check();
        p.getByLabel("Dietary needs or accessibility requirements").fill("Two vegetarians and one nut allergy.");
        p.getByLabel("I agree that Fellside Youth Hostel uses these details").check();
        press(p, "Send group enquiry");
        seen(p, "your group enquiry has been sent");
      }),
      Map.entry("conference-poster-abstract", p -> {
        p.getByLabel("Presenting author").fill("Dr Freya Lindqvist");
        p.getByLabel("Affiliation").fill("University of Carrick, School of Biosciences");
        p.getByLabel("Contact email").fill("f.lindqvist@carrick.ac.uk");
        p.getByLabel("ORCID iD (optional)").fill("0000-0002-4817-3390");
        p.getByLabel("Co-authors (comma separated)").fill("Sam Okoro, Julia Weiss");
        p.getByLabel("Poster title").fill("Hoverfly visits to upland hay meadows across an elevation gradient");
        p.getByLabel("Session theme").selectOption("pollinators");
        p.getByLabel("Abstract (max. 300 words)").fill("We recorded hoverfly visits to flowering plants in twelve upland hay meadows between 200 "
            + "and 550 metres over two summers. Visit rates fell with elevation, but the number of hoverfly species did not.");
        p.getByLabel("Early-career researcher").check();
        p.getByLabel("I agree that the abstract is published").check();
        press(p, "Submit abstract");
        seen(p, "Abstract received");
      }),
      Map.entry("volunteer-firefighter-interest", p -> {
        p.getByLabel("Full name").fill("Kieran Walsh");
        p.getByLabel("Date of birth").fill("1991-11-03");
        p.getByLabel("Email").fill("kieran.walsh@example.co.uk");
        p.getByLabel("Contact telephone").fill("07700 900 639");
        p.getByLabel("Home postcode").fill("LE9 7TR");
        p.getByLabel("Nearest station").selectOption("ST14");
        p.getByLabel("How long would it take you to reach the station").selectOption("lt5");
        p.getByLabel("Weekday nights").check();
        p.getByLabel("Weekends").check();
        group(p, "Do you hold a full UK driving licence?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Your main job").fill("Electrician, self-employed");
        p.getByLabel("Why do you want to join?").fill("I live two streets from the station and want to help my village; I already hold a "
            + "first aid certificate.");
        p.getByLabel("I have read how the fire service uses my personal information").check();
        press(p, "Register interest");
        seen(p, "Interest registered");
      }),
      Map.entry("museum-object-loan", p -> {
        p.getByLabel("Borrowing institution").fill("Hallam Street Gallery");
        p.getByLabel("Contact person").fill("Priya Natarajan");
        p.getByLabel("Job title").fill("Exhibitions Registrar");
        p.getByLabel("Contact email").fill("p.natarajan@hallamstreet.example.org");
        p.getByLabel("Contact phone").fill("0114 496 0873");
        p.getByLabel("Object accession number").fill("RAV.1934.112");
        p.getByLabel("Object description").fill("Embroidered sampler by Mary Ashworth, 1821, framed");
        p.getByLabel("Exhibition title").fill("Threads of Home: Domestic Needlework 1780-1900");
        p.getByLabel("Loan from").fill("2027-10-01");
        p.getByLabel("Loan until").fill("2028-01-31");
        p.getByLabel("Type of venue").selectOption("accredited");
        p.getByLabel("No courier needed").check();
        p.getByLabel("I accept the museum's standard loan conditions").check();
        press(p, "Send loan request");
        seen(p, "Loan request received");
      }),
      Map.entry("court-interpreter-booking", p -> {
        p.getByLabel("Case number").fill("WB-2026-004512");
        p.getByLabel("Hearing date").fill("2026-12-14");
        p.getByLabel("Hearing time").fill("10:00");
        p.getByLabel("Language needed").selectOption("ro");
        group(p, "Who needs the interpreter?").getByLabel("Witness", exactIn()).check();
        p.getByLabel("Name of the person who needs the interpreter").fill("Andrei Popescu");
        p.getByLabel("Expected length of hearing").selectOption("half");
        p.getByLabel("Your name").fill("Rebecca Thornton");
        p.getByLabel("Firm or organisation").fill("Thornton & Pike Solicitors");
        p.getByLabel("Email", exact()).fill("r.thornton@thorntonpike.example.co.uk");
        p.getByLabel("Telephone", exact()).fill("01632 960 552");
        p.getByLabel("I confirm the information above is correct").check();
        press(p, "Request interpreter");
        seen(p, "has been sent to the listing office");
      }),
      Map.entry("school-trip-consent", p -> {
        p.getByLabel("Pupil's full name").fill("Ruby Hargreaves");
        p.getByLabel("Tutor group").selectOption("8C");
        p.getByLabel("Parent or carer's name").fill("Joanne Hargreaves");
        p.getByLabel("Relationship to pupil").fill("mother");
        p.getByLabel("Phone number on the day").fill("07700 900 214");
        p.getByLabel("Medical needs, allergies or medication").fill("Mild asthma, carries a blue inhaler.");
        p.getByLabel("My child will bring a packed lunch").check();
        p.getByLabel("I give permission for my child to go on this trip").check();
        press(p, "Send consent");
        seen(p, "the trip consent form has been received");
      }),
      Map.entry("business-rates-relief-enquiry", p -> {
        p.getByLabel("Business rates account number").fill("60418273");
        p.getByLabel("Business name").fill("Corner Thread Alterations");
        p.getByLabel("Address of the premises").fill("22 Market Row, Kelsborough KB3 1QA");
        p.getByLabel("Rateable value").fill("9400");
        p.getByLabel("What the premises are used for").selectOption("retail");
        group(p, "Does the business occupy any other property in England?").getByLabel("No", exactIn()).check();
        p.getByLabel("Date you started occupying the premises").fill("2024-06-01");
        p.getByLabel("Contact name").fill("Hannah Szymańska");
        p.getByLabel("Email", exact()).fill("hannah@cornerthread.example.co.uk");
        p.getByLabel("Phone", exact()).fill("01632 960 781");
        p.getByLabel("Share my details with the Kelsborough Business Growth Hub").uncheck();
        p.getByLabel("The information I have given is true").check();
        press(p, "Send enquiry");
        seen(p, "Enquiry received");
      }),
      Map.entry("hospital-volunteer-application", p -> {
        p.getByLabel("First name").fill("Margaret");
        p.getByLabel("Last name").fill("Oduya");
        p.getByLabel("Date of birth").fill("1958-02-17");
        p.getByLabel("Email", exact()).fill("margaret.oduya@example.co.uk");
        p.getByLabel("Phone", exact()).fill("07700 900 943");
        p.getByLabel("Address", exact()).fill("5 Willow Crescent, Aldhelm");
        p.getByLabel("Postcode").fill("AL7 2PN");
        p.getByLabel("Welcome and wayfinding desk").check();
        p.getByLabel("Therapy garden").check();
        p.getByLabel("Hours a week you can give").selectOption("4-8");
        group(p, "Have you had a DBS check in the last three years?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Name and email of a referee").fill("Revd. Paul Ainsworth, paul.ainsworth@example.org");
        p.getByLabel("Tell us a little about yourself").fill("Retired primary school teacher; I used to volunteer at the hospice shop "
            + "and love gardening.");
        p.getByLabel("Tell me about hospital charity fundraising events").uncheck();
        p.getByLabel("I agree that the voluntary services team processes my application").check();
        press(p, "Send my application");
        seen(p, "Thank you for applying to volunteer");
      }),
      Map.entry("halteverbot-antrag", p -> {
        p.getByLabel("Vorname").fill("Sabine");
        p.getByLabel("Nachname").fill("Kötter");
        p.getByLabel("Straße, Hausnr.").fill("Am Mühlbach 3");
        p.getByLabel("PLZ").fill("79682");
        p.getByLabel("Ort", exact()).fill("Hohenfurt");
        p.getByLabel("Telefon (tagsüber)").fill("07762 809 114");
        p.getByLabel("E-Mail").fill("sabine.koetter@example.de");
        p.getByLabel("Straße und Hausnummer der Zone").fill("Gartenstraße 21");
        p.getByLabel("Umzug", exact()).check();
        p.getByLabel("Datum von").fill("2027-03-05");
        p.getByLabel("Datum bis").fill("2027-03-05");
        p.getByLabel("Uhrzeit von").fill("07:00");
        p.getByLabel("Uhrzeit bis").fill("15:00");
        p.getByLabel("Länge der Zone").selectOption("15");
        p.getByLabel("Straßenseite").selectOption("haus");
        p.getByLabel("Bemerkungen").fill("Umzugswagen mit Anhänger, Einfahrt der Nummer 23 bleibt frei.");
        p.getByLabel("Ich habe die Hinweise zum Datenschutz gelesen").check();
        press(p, "Antrag stellen");
        seen(p, "Ihr Antrag auf ein Halteverbot ist eingegangen");
      }),
      Map.entry("covoiturage-inscription", p -> {
        p.getByLabel("Prénom").fill("Julien");
        p.getByLabel("Nom *", exact()).fill("Marchetti");
        p.getByLabel("Adresse électronique").fill("julien.marchetti@example.fr");
        p.getByLabel("Téléphone mobile").fill("06 72 18 44 09");
        p.getByLabel("Entreprise").fill("Logistique Vercors SAS");
        p.getByLabel("Commune de départ").fill("Saint-Ismier");
        p.getByLabel("Lieu de travail").selectOption("sablons-sud");
        p.getByLabel("Conducteur", exact()).check();
        p.getByLabel("Heure d'arrivée au travail").fill("08:30");
        p.getByLabel("Heure de départ du travail").fill("17:15");
        p.getByLabel("Lundi").check();
        p.getByLabel("Mardi").check();
        p.getByLabel("Jeudi").check();
        p.getByLabel("Remarques").fill("Non-fumeur, trois places libres.");
        p.getByLabel("J'accepte de recevoir les offres de nos partenaires").uncheck();
        p.getByLabel("J'accepte les conditions d'utilisation du service").check();
        press(p, "Je m'inscris");
        seen(p, "Inscription enregistrée");
      }),
      Map.entry("alquiler-salon-comunitario", p -> {
        p.getByLabel("Nombre y apellidos").fill("Daniel Whitaker");
        p.getByLabel("Asociación o entidad").fill("Asociación de Vecinos Alameda Norte");
        p.getByLabel("DNI/NIE").fill("X4829157L");
        p.getByLabel("Correo electrónico").fill("daniel.whitaker@example.es");
        p.getByLabel("Teléfono de contacto").fill("+34 655 318 207");
        p.getByLabel("Sala", exact()).selectOption("S3");
        p.getByLabel("Nombre de la actividad").fill("Neighbours' association annual general meeting");
        p.getByLabel("Tipo de actividad").selectOption("reunion");
        p.getByLabel("Fecha", exact()).fill("2027-02-18");
        p.getByLabel("Hora de inicio").fill("19:00");
        p.getByLabel("Hora de finalización").fill("21:00");
        p.getByLabel("Número de asistentes previstos").fill("10");
        p.getByLabel("Proyector y pantalla").check();
        p.getByLabel("Descripción breve").fill("Annual general meeting: accounts, election of the committee and plans for the summer "
            + "street party.");
        p.getByLabel("He leído y acepto las normas de uso").check();
        p.getByLabel("Acepto el tratamiento de mis datos").check();
        press(p, "Enviar solicitud");
        seen(p, "Hemos recibido su solicitud de sala");
      }),
      Map.entry("gongyuan-paishe-xuke", p -> {
        p.getByLabel("申请单位/个人").fill("Lin & Moore Wedding Photography");
        p.getByLabel("联系人", exact()).fill("Emily Moore");
        p.getByLabel("联系电话").fill("139 1026 4471");
        p.getByLabel("电子邮箱").fill("emily@linmoore-photo.example.com");
        p.getByLabel("拍摄类型").selectOption("wedding");
        p.getByLabel("拍摄区域").selectOption("bridge");
        p.getByLabel("拍摄日期").fill("2027-04-09");
        p.getByLabel("上午").check();
        p.getByLabel("拍摄人数").fill("6");
        p.getByLabel("三脚架").check();
        p.getByLabel("补光灯").check();
        p.getByLabel("拍摄内容说明").fill("Outdoor wedding portraits of one couple, no changing tent and no amplified sound.");
        p.getByLabel("同意接收公园活动推广信息").uncheck();
        p.getByLabel("我已阅读并承诺遵守").check();
        press(p, "提交申请");
        seen(p, "申请已提交");
      }),
      Map.entry("blagh-faqd-jawaz", p -> {
        p.getByLabel("الاسم الكامل كما في الجواز").fill("خالد يوسف المنصوري");
        p.getByLabel("رقم الجواز المفقود").fill("P48273915");
        p.getByLabel("نوع الجواز").selectOption("regular");
        p.getByLabel("تاريخ الميلاد").fill("1987-09-12");
        p.getByLabel("رقم الجوال").fill("+49 151 2384 7710");
        p.getByLabel("البريد الإلكتروني").fill("k.almansouri@example.com");
        p.getByLabel("تاريخ الفقدان").fill("2026-11-24");
        p.getByLabel("المدينة التي فُقد فيها الجواز").fill("فرانكفورت");
        p.getByLabel("سُرق الجواز").check();
        group(p, "هل أبلغت الشرطة المحلية؟").getByLabel("نعم", exactIn()).check();
        p.getByLabel("رقم محضر الشرطة").fill("FFM-2026-118374");
        p.getByLabel("صف ظروف الفقدان باختصار").fill("سُرقت حقيبتي في محطة القطار الرئيسية وفيها الجواز والمحفظة.");
        p.getByLabel("أقر بأن المعلومات الواردة صحيحة").check();
        press(p, "إرسال البلاغ");
        seen(p, "تم استلام البلاغ بنجاح");
      }));
}
