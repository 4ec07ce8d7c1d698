package dev.autopilot.examples.blind;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the fifth domains corpus ({@code domains5}) works for a person, independently of the
 * library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts.
 */
class Domain5CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain5CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS5, 14, 6);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("student-housing", p -> {
        p.getByLabel("First name").fill("Amara");
        p.getByLabel("Last name").fill("Nwosu");
        p.getByLabel("Date of birth").fill("2006-05-12");
        p.getByLabel("Student ID number").fill("2304518");
        p.getByLabel("Email").fill("amara.nwosu@student.example.ac.uk");
        p.getByLabel("Mobile number").fill("07700 900456");
        p.getByLabel("Course / programme").fill("BSc Marine Biology");
        p.getByLabel("Level of study").selectOption("ug");
        p.getByLabel("First-choice residence").selectOption("harbour");
        p.getByLabel("En-suite room").check();
        p.getByLabel("Arrival date").fill("2027-09-18");
        p.getByLabel("51 weeks").check();
        p.getByLabel("Quiet floor").check();
        p.getByLabel("Alcohol-free flat").check();
        p.getByLabel("I have read the Accommodation Terms").check();
        press(p, "Submit application");
        seen(p, "Your housing application has been received");
      }),
      Map.entry("buergeramt-termin", p -> {
        p.getByLabel("Dienstleistung").selectOption("reisepass");
        p.getByLabel("Bürgeramt Nord").check();
        p.locator("#datum").fill("2027-02-15");
        p.getByLabel("Tageszeit").selectOption("vormittag");
        p.getByLabel("Anrede").selectOption("herr");
        p.getByLabel("Vorname").fill("Stefan");
        p.getByLabel("Familienname").fill("Brandt");
        p.getByLabel("Geburtsdatum").fill("1988-11-03");
        p.getByLabel("E-Mail-Adresse").fill("stefan.brandt@example.de");
        p.getByLabel("Telefon (freiwillig)").fill("030 1234567");
        p.getByLabel("Ich bin mit der Verarbeitung meiner Daten").check();
        press(p, "Termin buchen");
        seen(p, "Ihr Termin ist gebucht");
      }),
      Map.entry("accessibility-adjustments", p -> {
        p.getByLabel("Full name").fill("Jordan Lee");
        p.getByLabel("University email").fill("j.lee@westbrook.example.ac.uk");
        p.getByLabel("Student ID").fill("S4471029");
        p.getByLabel("Faculty").selectOption("eng");
        p.getByLabel("Which best describes your condition?").selectOption("spld");
        p.getByLabel("Extra time in exams (25%)").check();
        p.getByLabel("Assistive software").check();
        group(p, "Do you have supporting evidence").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Adjustments needed from").selectOption("2027-spring");
        p.getByLabel("How does your condition affect your studies?")
            .fill("Reading long texts under time pressure takes me much longer, and I make spelling mistakes when I write quickly in exams.");
        p.getByLabel("I agree that the Disability & Inclusion Service").check();
        press(p, "Send my request");
        seen(p, "Thank you, your request has been received");
      }),
      Map.entry("collecte-encombrants", p -> {
        p.getByLabel("Madame").check();
        p.locator("#nom").fill("Girard");
        p.getByLabel("Prénom").fill("Hélène");
        p.getByLabel("Téléphone").fill("06 45 78 12 90");
        p.getByLabel("Courriel").fill("helene.girard@example.fr");
        p.getByLabel("Adresse de collecte").fill("8 allée des Tilleuls");
        p.getByLabel("Code postal").fill("49240");
        p.getByLabel("Commune").selectOption("avrille");
        p.getByLabel("Maison individuelle").check();
        p.getByLabel("Meubles").check();
        p.getByLabel("Matelas, sommier").check();
        p.getByLabel("Gros électroménager").check();
        p.getByLabel("Volume estimé").selectOption("1-2");
        p.getByLabel("Date de collecte souhaitée").fill("2027-01-20");
        p.getByLabel("J'accepte le règlement de collecte").check();
        press(p, "Envoyer ma demande");
        seen(p, "Votre demande d'enlèvement a bien été enregistrée");
      }),
      Map.entry("noise-complaint", p -> {
        p.getByLabel("Your name").fill("Margaret Doyle");
        p.getByLabel("Email", exact()).fill("maggie.doyle@example.co.uk");
        p.getByLabel("Phone number").fill("0161 496 0732");
        p.getByLabel("Your address").fill("Flat 3, 27 Wilmslow Road, Manchester M14 5TB");
        p.getByLabel("What is causing the noise?").selectOption("dog");
        p.getByLabel("Address the noise comes from").fill("29 Wilmslow Road, Manchester M14 5TB");
        p.getByLabel("Evening (7pm–11pm)").check();
        p.getByLabel("Night (11pm–7am)").check();
        p.getByLabel("Every day").check();
        p.getByLabel("When did it start?").fill("2026-10-01");
        p.getByLabel("Describe the problem")
            .fill("The dog next door is left alone in the back yard most evenings and barks for hours, often until after midnight.");
        p.getByRole(AriaRole.RADIOGROUP, new Page.GetByRoleOptions().setName("Have you spoken to the person responsible?"))
            .getByLabel("Yes", exactIn()).check();
        p.getByLabel("I confirm the information I have given is true").check();
        press(p, "Send report");
        seen(p, "Report received");
      }),
      Map.entry("membresia-museo", p -> {
        p.locator("#nombre").fill("Elena");
        p.getByLabel("Apellidos").fill("Ruiz Ortega");
        p.getByLabel("Correo electrónico").fill("elena.ruiz@example.es");
        p.getByLabel("Fecha de nacimiento").fill("1990-07-22");
        p.getByLabel("Código postal").fill("28014");
        p.getByLabel("Pintura").check();
        p.getByLabel("Fotografía").check();
        p.getByLabel("¿Cómo nos conociste?").selectOption("recomendacion");
        p.getByLabel("Español").check();
        p.getByLabel("Acepto las condiciones de la membresía").check();
        press(p, "Hacerme Amigo");
        seen(p, "¡Bienvenida al programa Amigos del Museo!");
      }),
      Map.entry("press-accreditation", p -> {
        p.getByLabel("Full name (as on your ID)").fill("Tomás Rivera");
        p.getByLabel("Media outlet").fill("The Harbour Herald");
        p.getByLabel("Your role").selectOption("photographer");
        p.getByLabel("Press card number").fill("NUJ 448210");
        p.getByLabel("Work email").fill("t.rivera@harbourherald.example");
        p.getByLabel("Mobile (reachable on site)").fill("+44 7700 900871");
        p.getByLabel("Country of your outlet").selectOption("GB");
        p.getByLabel("Online", exact()).check();
        p.getByLabel("Friday 11 June").check();
        p.getByLabel("Saturday 12 June").check();
        p.getByLabel("Press centre (desk, Wi-Fi)").check();
        p.getByLabel("Photo pit, first three songs").check();
        p.getByLabel("Link to recent festival coverage").fill("https://harbourherald.example/photo/rivera");
        p.getByLabel("I accept the media accreditation terms and conditions").check();
        press(p, "Apply for accreditation");
        seen(p, "is with our press office");
      }),
      Map.entry("research-data-access", p -> {
        p.getByLabel("Full name").fill("Sarah Whitfield");
        p.getByLabel("Institution", exact()).fill("University of Bristol");
        p.getByLabel("Institutional email address").fill("s.whitfield@bristol.example.ac.uk");
        p.getByLabel("ORCID iD").fill("0000-0002-1825-0097");
        p.getByLabel("Project title").fill("Housing insecurity and children's school attendance");
        p.getByLabel("Dataset").selectOption("SOLD-2024");
        p.getByLabel("Secure – remote access to the secure lab").check();
        p.getByLabel("Project start date").fill("2027-02-01");
        p.getByLabel("Project end date").fill("2028-01-31");
        p.getByLabel("Research purpose and public benefit").fill("We will measure how moves into temporary accommodation affect school"
            + " attendance, to help councils target support to the children most at risk.");
        group(p, "Has the project received ethics approval?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Ethics reference (if approved)").fill("SPS-2026-114");
        p.getByLabel("I agree to the Data Access Agreement").check();
        p.getByLabel("I will not attempt to identify any individual").check();
        press(p, "Submit application");
        seen(p, "Your reference number");
      }),
      Map.entry("yumaoqiu-julebu", p -> {
        p.getByLabel("姓名").fill("Chen Jie");
        p.getByLabel("男", exact()).check();
        p.getByLabel("出生日期").fill("1995-08-14");
        p.getByLabel("手机号码").fill("13912345678");
        p.getByLabel("电子邮箱").fill("chenjie@example.cn");
        p.getByLabel("球技水平").selectOption("zhongji");
        p.getByLabel("工作日晚上").check();
        p.getByLabel("周六上午").check();
        p.locator("#jjlxr").fill("Li Na");
        p.getByLabel("紧急联系人电话").fill("13687654321");
        p.getByLabel("本人声明身体健康").check();
        p.getByLabel("我已阅读并同意《俱乐部章程》").check();
        press(p, "提交报名");
        seen(p, "报名成功！");
      }),
      Map.entry("talab-mudarris", p -> {
        p.getByLabel("اسم ولي الأمر").fill("خالد المنصوري");
        p.getByLabel("البريد الإلكتروني").fill("khalid.mansouri@example.ae");
        p.getByLabel("رقم الجوال").fill("050 987 6543");
        p.getByLabel("المدينة").selectOption("dubai");
        p.getByLabel("اسم الطالب").fill("عمر المنصوري");
        p.getByLabel("الصف الدراسي").selectOption("10");
        p.getByLabel("المنهج").selectOption("british");
        p.getByLabel("الرياضيات").check();
        p.getByLabel("الفيزياء").check();
        p.getByLabel("عن بُعد (عبر الإنترنت)").check();
        p.getByLabel("عدد الحصص أسبوعياً").selectOption("2");
        p.getByLabel("أوافق على الشروط والأحكام").check();
        press(p, "إرسال الطلب");
        seen(p, "تم استلام طلبك بنجاح");
      }),
      Map.entry("repair-cafe", p -> {
        p.getByLabel("Your name").fill("Olu Adeyemi");
        p.getByLabel("Email", exact()).fill("olu.adeyemi@example.org");
        p.getByLabel("Which session?").selectOption("2027-02-06");
        p.getByLabel("Small electricals").check();
        p.getByLabel("Item (make and model if you know it)").fill("Philips HD2581 toaster");
        p.getByLabel("What's wrong with it?").fill("The lever won't stay down, so it doesn't toast. It started after I cleaned out the crumb tray.");
        p.getByLabel("Has anyone tried to repair it already?").selectOption("no");
        p.getByLabel("I understand that repairs are done by volunteers").check();
        press(p, "Book my slot");
        seen(p, "You're booked in!");
      }),
      Map.entry("fahrschule-anfrage", p -> {
        p.getByLabel("Vorname").fill("Lena");
        p.getByLabel("Nachname").fill("Hoffmann");
        p.getByLabel("Geburtsdatum").fill("2008-04-02");
        p.getByLabel("Handynummer").fill("0157 33445566");
        p.getByLabel("E-Mail").fill("lena.hoffmann@example.de");
        p.getByLabel("Klasse B (Auto)").check();
        p.getByLabel("Nein, das wird mein erster").check();
        p.getByLabel("Filiale").selectOption("gohlis");
        p.getByLabel("nachmittags", exact()).check();
        p.getByLabel("samstags", exact()).check();
        p.getByLabel("Deine Nachricht an uns").fill("Kann ich mit dem Theorieunterricht schon im März anfangen?");
        p.getByLabel("Ich habe die Datenschutzhinweise gelesen").check();
        press(p, "Anfrage absenden");
        seen(p, "Danke für deine Anfrage!");
      }),
      Map.entry("blood-test-booking", p -> {
        p.getByLabel("Title").selectOption("Mrs");
        p.getByLabel("First name").fill("Janet");
        p.getByLabel("Last name").fill("Collins");
        p.getByLabel("Date of birth").fill("1958-11-23");
        p.getByLabel("NHS number").fill("943 476 5919");
        p.getByLabel("Mobile phone number").fill("07700 900312");
        p.getByLabel("Email address").fill("janet.collins@example.co.uk");
        p.getByLabel("My GP surgery").check();
        p.getByLabel("Where would you like to go?").selectOption("northgate");
        p.getByLabel("Appointment date").fill("2027-01-12");
        p.getByLabel("Appointment time").selectOption("08:30");
        group(p, "Have you been told to fast before this test?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Text me a reminder the day before").check();
        p.getByLabel("I have read the privacy notice").check();
        press(p, "Book appointment");
        seen(p, "Appointment booked");
      }),
      Map.entry("contributor-agreement", p -> {
        p.locator("#legal").fill("Mateusz Kowalczyk");
        p.getByLabel("GitHub username").fill("mkowalczyk-dev");
        p.getByLabel("Email address").fill("mateusz.k@example.pl");
        p.getByLabel("Country of residence").selectOption("PL");
        p.getByLabel("Postal address").fill("ul. Długa 14/3, 80-827 Gdańsk");
        p.getByLabel("I have read and agree to the Contributor License Agreement").check();
        p.getByLabel("I confirm my contributions are my original work").check();
        p.getByLabel("Type your full legal name to sign").fill("Mateusz Kowalczyk");
        press(p, "Sign agreement");
        seen(p, "Agreement signed");
      }));
}
