package dev.autopilot.examples.blind;

import com.microsoft.playwright.Page;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * Proves the twelfth domains corpus ({@code domains12}) works for a person, independently of the
 * library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts. A person unticks the boxes the page ticked for them and they did not
 * agree to (four pages pre-tick a newsletter, partner-sharing, open-days or promotions box).
 */
class Domain12CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain12CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS12, 14, 5);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("library-study-room", p -> {
        p.getByLabel("Full name").fill("Amara Chukwu");
        p.getByLabel("Library card or student number").fill("S2219047");
        p.getByLabel("University email").fill("a.chukwu@students.northgate.ac.uk");
        p.getByLabel("Room", exact()).selectOption("G12");
        p.getByLabel("Date", exact()).fill("2027-01-19");
        p.getByLabel("Start time").selectOption("14:00");
        group(p, "How long?").getByLabel("2 hours", exactIn()).check();
        p.getByLabel("Number of people").fill("4");
        p.getByLabel("I agree to the study room rules").check();
        press(p, "Book room");
        seen(p, "Your study room is booked");
      }),
      Map.entry("music-exam-entry", p -> {
        p.getByLabel("Candidate's first name").fill("Isla");
        p.getByLabel("Candidate's surname").fill("Brennan");
        p.getByLabel("Candidate's date of birth").fill("2014-05-30");
        p.getByLabel("Instrument").selectOption("VLC");
        p.getByLabel("Grade", exact()).selectOption("5");
        p.getByLabel("Summer 2027 (June–July)").check();
        p.getByLabel("Preferred exam centre").selectOption("BRS-01");
        p.getByLabel("Teacher's name").fill("Jonathan Ashby");
        p.getByLabel("Teacher's email").fill("j.ashby@example.org.uk");
        p.getByLabel("Teacher's phone").fill("07700 900 318");
        p.getByLabel("I confirm the candidate's details and accept the exam regulations").check();
        press(p, "Submit entry");
        seen(p, "Entry received");
      }),
      Map.entry("gp-practice-registration", p -> {
        p.getByLabel("Title").selectOption("Ms");
        p.getByLabel("First name(s)").fill("Gemma");
        p.getByLabel("Surname").fill("Holloway");
        p.getByLabel("Date of birth").fill("1989-03-12");
        group(p, "Sex").getByLabel("Female", exactIn()).check();
        p.getByLabel("NHS number (if you know it)").fill("485 777 3456");
        p.getByLabel("Address line 1").fill("14 Tanner's Lane");
        p.getByLabel("Town or city").fill("Redcliffe");
        p.getByLabel("Postcode").fill("BS7 4QJ");
        p.getByLabel("Mobile phone number").fill("07700 900 562");
        p.getByLabel("Email address").fill("gemma.holloway@example.co.uk");
        p.getByLabel("Name and town of your previous GP practice").fill("Elmstead Surgery, Leeds");
        group(p, "Do you need an interpreter for appointments?").getByLabel("No", exactIn()).check();
        p.getByLabel("Send me the practice's health newsletter by email").uncheck();
        p.getByLabel("I confirm these details are correct").check();
        press(p, "Register");
        seen(p, "Registration received");
      }),
      Map.entry("hardship-fund-enquiry", p -> {
        p.getByLabel("Full name").fill("Tomasz Wójcik");
        p.getByLabel("Student ID number").fill("21048736");
        p.getByLabel("Course").fill("BSc Civil Engineering");
        p.getByLabel("Year of study").selectOption("2");
        p.getByLabel("Email address").fill("t.wojcik@student.harbourside.ac.uk");
        p.getByLabel("Phone number (optional)").fill("07700 900 471");
        p.getByLabel("Rent arrears").check();
        group(p, "Do you currently receive student finance (loan or grant)?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Describe your situation").fill("My part-time job ended in October and I am two months behind on the rent for my shared house.");
        group(p, "How should we contact you?").getByLabel("Email", exactIn()).check();
        p.getByLabel("I agree that Student Money Advice may use these details").check();
        press(p, "Send enquiry");
        seen(p, "Enquiry sent");
      }),
      Map.entry("mentoring-programme-signup", p -> {
        p.getByLabel("A mentee (I run a young business)").check();
        p.getByLabel("First name").fill("Priyanka");
        p.getByLabel("Last name").fill("Desai");
        p.getByLabel("Work email").fill("priyanka@loopleaf.example.com");
        p.getByLabel("Company").fill("Loopleaf Studio");
        p.getByLabel("Job title").fill("Founder");
        p.getByLabel("Industry").selectOption("retail");
        p.getByLabel("Years running a business or in your field").selectOption("2-5");
        p.getByLabel("Marketing").check();
        p.getByLabel("Fundraising and investors").check();
        p.getByLabel("Video call").check();
        p.getByLabel("What do you hope to get out of the programme?").fill("I run a small online shop for refillable cleaning products and "
            + "want help preparing for a first seed round and planning marketing on a small budget.");
        p.getByLabel("Share my profile with the Chamber's partner organisations").uncheck();
        p.getByLabel("I agree to the programme's code of conduct").check();
        press(p, "Apply to join");
        seen(p, "Application received");
      }),
      Map.entry("heritage-building-tour", p -> {
        p.getByLabel("Tour date").selectOption("2027-03-13");
        group(p, "Start time").getByLabel("14:00").check();
        p.getByLabel("Adults").fill("2");
        p.getByLabel("Children under 16").fill("1");
        p.getByLabel("Name for the booking").fill("Fiona Gallagher");
        p.getByLabel("Email", exact()).fill("fiona.gallagher@example.co.uk");
        p.getByLabel("Mobile (for changes on the day)").fill("07700 900 287");
        p.getByLabel("Email me about future heritage open days").uncheck();
        p.getByLabel("I agree to follow the guide's safety instructions").check();
        press(p, "Book free places");
        seen(p, "You're booked on the tour");
      }),
      Map.entry("university-accommodation-repair", p -> {
        p.getByLabel("Hall of residence").selectOption("CED");
        p.getByLabel("Block / flat").fill("C4");
        p.getByLabel("Room number").fill("12");
        p.getByLabel("Your name").fill("Lucas Ferreira");
        p.getByLabel("Student number").fill("22019583");
        p.getByLabel("Email").fill("lucas.ferreira@student.westbrook.ac.uk");
        p.getByLabel("Mobile").fill("07700 900 654");
        p.getByLabel("Heating or hot water").check();
        p.getByLabel("Where is the problem?").selectOption("bedroom");
        p.getByLabel("Describe the problem").fill("The radiator in my bedroom stays cold although the heating works in the rest of the flat.");
        group(p, "May our maintenance team enter your room if you are out?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("I have read the repair visit conditions").check();
        press(p, "Report repair");
        seen(p, "Repair reported");
      }),
      Map.entry("town-hall-meeting-question", p -> {
        p.getByLabel("Which meeting?").selectOption("FC-2027-02-04");
        p.getByLabel("Your name").fill("Derek Oyelaran");
        p.getByLabel("Email address").fill("derek.oyelaran@example.co.uk");
        p.getByLabel("Ward you live or work in").selectOption("millbrook");
        p.getByLabel("I live here").check();
        p.getByLabel("Your question").fill("When will the council reopen the Millbrook Road footbridge, closed since August, and what temporary "
            + "crossing will pupils of Millbrook Primary use until then?");
        p.getByLabel("No, please have it read out on my behalf").check();
        p.getByLabel("I have read the rules for public questions").check();
        press(p, "Submit question");
        seen(p, "Question submitted");
      }),
      Map.entry("laptop-loan-request", p -> {
        p.getByLabel("Full name").fill("Hannah Okafor");
        p.getByLabel("University ID (e.g. E0123456)").fill("E0483921");
        p.getByLabel("University email").fill("h.okafor@uni-westbrook.ac.uk");
        p.getByLabel("Phone or extension").fill("01632 960 118");
        p.getByText("Staff", new Page.GetByTextOptions().setExact(true)).click();
        p.getByLabel("Reason for the loan").selectOption("repair");
        p.getByLabel("Collect on").fill("2027-01-11");
        p.getByLabel("Return by").fill("2027-01-22");
        p.getByLabel("Windows 11").check();
        p.getByLabel("Include a charger and padded bag").check();
        p.getByLabel("I accept the equipment loan agreement").check();
        press(p, "Request laptop");
        seen(p, "logged");
      }),
      Map.entry("mieterverein-kaution", p -> {
        p.getByLabel("Anrede").selectOption("herr");
        p.getByLabel("Vorname").fill("Jonas");
        p.getByLabel("Nachname").fill("Brettschneider");
        p.getByLabel("Mitgliedsnummer (falls vorhanden)").fill("MV-48213");
        p.getByLabel("E-Mail-Adresse").fill("jonas.brettschneider@example.de");
        p.getByLabel(Pattern.compile("^Telefon( \\*)?$")).fill("0761 4589 220");
        p.getByLabel("Straße und Hausnummer").fill("Wiesenweg 7");
        p.getByLabel("PLZ").fill("79100");
        p.getByLabel(Pattern.compile("^Ort( \\*)?$")).fill("Freiburg");
        p.getByLabel("Auszugsdatum").fill("2026-09-30");
        p.getByLabel("Höhe der Kaution in Euro").fill("1650");
        group(p, "Gibt es ein unterschriebenes Übergabeprotokoll?").getByLabel("Ja", exactIn()).check();
        p.getByLabel("Ihr Anliegen").fill("Ich bin Ende September ausgezogen, die Wohnung wurde ohne Mängel übergeben. Der Vermieter hat die "
            + "Kaution bis heute nicht zurückgezahlt und antwortet nicht auf meine E-Mails.");
        p.getByLabel("Telefonisch").check();
        p.getByLabel("Ich habe die Datenschutzerklärung gelesen").check();
        press(p, "Anfrage absenden");
        seen(p, "Ihre Beratungsanfrage ist eingegangen");
      }),
      Map.entry("carte-de-peche-renseignements", p -> {
        p.getByLabel("Madame").check();
        p.getByLabel("Prénom").fill("Élodie");
        p.getByLabel("Nom", exact()).fill("Garnier");
        p.getByLabel("Date de naissance").fill("1994-07-08");
        p.getByLabel("Adresse électronique").fill("elodie.garnier@example.fr");
        p.getByLabel("Numéro de téléphone (facultatif)").fill("06 45 21 87 30");
        p.getByLabel("Commune de résidence").fill("Annecy");
        p.getByLabel("Carte envisagée").selectOption("PERS-MAJ");
        p.getByLabel("Rivières et torrents (1re catégorie)").check();
        p.getByLabel("Votre question").fill("Avec la carte annuelle, puis-je pêcher la truite dans le Fier dès l'ouverture, et faut-il un timbre "
            + "supplémentaire pour les lacs de montagne ?");
        p.getByLabel("J'accepte que mes données soient utilisées").check();
        press(p, "Envoyer ma demande");
        seen(p, "Votre demande a bien été envoyée");
      }),
      Map.entry("seminario-investigacion", p -> {
        p.getByLabel("Nombre", exact()).fill("Marcus");
        p.getByLabel("Apellidos").fill("Whitfield");
        p.getByLabel("Correo electrónico institucional").fill("m.whitfield@leeds.example.ac.uk");
        p.getByLabel("Universidad o institución").fill("University of Leeds");
        p.getByLabel("Departamento o grupo de investigación").fill("School of Earth and Environment");
        p.getByLabel("Categoría").selectOption("doctorando");
        p.getByLabel("Presencial (Aula Magna, Facultad de Ciencias)").check();
        p.getByLabel("3 de febrero – Modelos climáticos regionales").check();
        p.getByLabel("17 de febrero – Usos del suelo y teledetección").check();
        group(p, "¿Presentará un póster en la sesión de carteles?").getByLabel("No", exactIn()).check();
        p.getByLabel("Restricciones alimentarias para el café (opcional)").fill("vegetarian");
        p.getByLabel("He leído y acepto la política de privacidad").check();
        press(p, "Inscribirme");
        seen(p, "¡Inscripción confirmada!");
      }),
      Map.entry("hezuo-zhufang-ruhui", p -> {
        p.getByLabel("姓名").fill("陈思远");
        group(p, "性别").getByLabel("男").check();
        p.getByLabel("出生日期").fill("1990-04-18");
        p.getByLabel("手机号码").fill("13805712246");
        p.getByLabel("电子邮箱").fill("chen.siyuan@example.cn");
        p.getByLabel("现居住地址").fill("杭州市西湖区文三路88号3单元502室");
        p.getByLabel("职业").fill("小学教师");
        p.getByLabel("家庭人数").selectOption("3");
        p.getByLabel("期望户型").selectOption("2BR");
        group(p, "愿意参与社区公共劳动").getByLabel("是").check();
        p.getByLabel("每月可投入时间").selectOption("4-8");
        p.getByLabel("申请理由").fill("我们一家三口目前租房，房租每年上涨。希望加入合作社，获得长期稳定的住房，也愿意参与社区的共同管理。");
        p.getByLabel("同意接收合作社活动通知及合作伙伴优惠信息").uncheck();
        p.getByLabel("我已阅读并同意《青禾合作住房社章程》").check();
        press(p, "提交申请");
        seen(p, "您的入社申请已提交成功");
      }),
      Map.entry("tajdid-rukhsat-kalb", p -> {
        p.getByLabel("الاسم الكامل").fill("Omar Haddad");
        p.getByLabel("رقم الهوية الوطنية أو الإقامة").fill("1048837265");
        p.getByLabel("رقم الجوال").fill("+966 55 218 4473");
        p.getByLabel("البريد الإلكتروني").fill("omar.haddad@example.com");
        p.getByLabel("الحي والمدينة").fill("Al Olaya, Riyadh");
        p.getByLabel("اسم الكلب").fill("Ruby");
        p.getByLabel("السلالة").selectOption("saluki");
        group(p, "جنس الكلب").getByLabel("أنثى").check();
        p.getByLabel("تاريخ ميلاد الكلب (تقريبي)").fill("2022-02-14");
        p.getByLabel("رقم الشريحة الإلكترونية").fill("682093100457812");
        p.getByLabel("تاريخ آخر تطعيم ضد داء الكلب").fill("2026-06-03");
        p.getByLabel("رقم الترخيص الحالي").fill("DL-2025-33817");
        p.getByLabel("أقر بصحة البيانات المدخلة").check();
        press(p, "تجديد الترخيص");
        seen(p, "تم تجديد الترخيص بنجاح");
      }));
}
