package dev.autopilot.examples.blind;

import com.microsoft.playwright.Page;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the fourteenth domains corpus ({@code domains14}) works for a person, independently of
 * the library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts. A person unticks the boxes the page ticked for them and they did not
 * agree to (five pages pre-tick a health-tips, volunteering, partner, job-offers, promotions or
 * membership-offers box).
 */
class Domain14CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain14CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS14, 14, 5);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("blood-pressure-clinic", p -> {
        p.getByLabel("First name *").fill("Gareth");
        p.getByLabel("Surname *").fill("Llewellyn");
        p.getByLabel("Date of birth *").fill("1961-08-03");
        p.getByLabel("NHS number").fill("485 777 3456");
        p.getByLabel("Mobile *").fill("07700 900 318");
        p.getByLabel("Email", exact()).fill("gareth.llewellyn@example.co.uk");
        p.getByLabel("Preferred clinic *").selectOption("thu-pm");
        group(p, "Do you take blood pressure medication? *").getByLabel("No", exactIn()).check();
        p.getByLabel("Send me monthly heart-health tips by email").uncheck();
        p.getByLabel("I agree that the practice stores my readings").check();
        press(p, "Book my check");
        seen(p, "Your blood pressure check is booked");
      }),
      Map.entry("school-governor-application", p -> {
        p.getByLabel("Full name").fill("Priya Raman");
        p.getByLabel("Email address").fill("priya.raman@example.co.uk");
        p.getByLabel("Daytime phone").fill("01632 960 417");
        p.getByLabel("Child's name and class").fill("Arjun Raman, Class 4 (Oak)");
        p.getByLabel("Finance or budgeting").check();
        p.getByLabel("Safeguarding").check();
        p.getByLabel("Three or four").check();
        p.getByLabel("Why would you like to become a governor?").fill("I am an accountant and a parent of two pupils; I would like to "
            + "help the school plan its budget and keep children safe.");
        p.getByLabel("I consent to an enhanced DBS check if elected").check();
        press(p, "Submit nomination");
        seen(p, "your nomination has been received");
      }),
      Map.entry("tool-library-membership", p -> {
        p.getByLabel("First name").fill("Tomasz");
        p.getByLabel("Last name").fill("Wiśniewski");
        p.getByLabel("Email").fill("tomasz.w@example.co.uk");
        p.getByLabel("Street address").fill("14 Brook Lane");
        p.getByLabel("Postcode").fill("EF4 2LX");
        p.getByLabel("Proof of address you will bring").selectOption("tenancy");
        p.getByLabel("Garden", exact()).check();
        p.getByLabel("Camping").check();
        p.getByLabel("Tell me about volunteering shifts and fundraising").uncheck();
        p.getByLabel("I have read the borrowing rules").check();
        press(p, "Become a member");
        seen(p, "Welcome to the Tool Library!");
      }),
      Map.entry("wildlife-rescue-report", p -> {
        p.getByLabel("Animal", exact()).selectOption("hedgehog");
        group(p, "What is wrong?").getByLabel("Injured").check();
        p.getByLabel("When did you find it?").fill("2026-11-26");
        p.getByLabel("Where is the animal? (street, landmark)").fill("Behind the bus shelter on Mill Road, next to the church");
        p.getByLabel("Postcode").fill("FH2 7RD");
        group(p, "Have you contained the animal?").getByLabel("Yes, it is in a box or carrier").check();
        p.getByLabel("Your name").fill("Chloe Adeyemi");
        p.getByLabel("Phone number").fill("07700 900 561");
        p.getByLabel("Describe what you see").fill("Small hedgehog out in daylight, dragging a back leg. I put it in a cardboard box "
            + "with a towel.");
        press(p, "Send report");
        seen(p, "Report received");
      }),
      Map.entry("carsharing-anmeldung", p -> {
        p.getByLabel("Anrede").selectOption("herr");
        p.getByLabel("Vorname*").fill("Matthias");
        p.getByLabel("Nachname*").fill("Brenner");
        p.getByLabel("Geburtsdatum*").fill("1984-05-21");
        p.getByLabel("Straße und Hausnummer*").fill("Lützner Straße 88");
        p.getByLabel("PLZ*").fill("04177");
        p.getByLabel("Ort*").fill("Leipzig");
        p.getByLabel("E-Mail-Adresse*").fill("m.brenner@example.de");
        p.getByLabel("Mobiltelefon*").fill("0176 4431 2290");
        p.getByLabel("Führerscheinnummer*").fill("B072RRE2I55");
        p.getByLabel("Ausgestellt am*").fill("2003-09-15");
        p.getByLabel("Basis (für Gelegenheitsfahrer)").check();
        p.getByLabel("Wunschstation").selectOption("west");
        p.getByLabel("Ich möchte Angebote unserer Partner").uncheck();
        p.getByLabel("Ich akzeptiere die Satzung").check();
        p.getByLabel("Ich willige in die Verarbeitung").check();
        press(p, "Antrag absenden");
        seen(p, "Vielen Dank für Ihren Antrag!");
      }),
      Map.entry("rappel-conseil-dettes", p -> {
        p.getByLabel("Civilité").selectOption("mme");
        p.getByLabel("Prénom").fill("Sarah");
        p.getByLabel("Nom *", exact()).fill("Collins");
        p.getByLabel("Numéro de téléphone").fill("06 45 18 27 93");
        p.getByLabel("Code postal").fill("69007");
        p.getByLabel("Créneau de rappel souhaité").selectOption("apresmidi");
        p.getByLabel("Salarié(e)").check();
        p.getByLabel("Loyer ou charges impayés").check();
        p.getByLabel("Factures d'énergie").check();
        p.getByLabel("Précisez votre demande").fill("I moved to Lyon for work in the spring and fell behind on rent and heating bills; "
            + "I would like help to plan repayments.");
        p.getByLabel("J'accepte que mes données soient utilisées").check();
        press(p, "Être rappelé");
        seen(p, "Demande enregistrée");
      }),
      Map.entry("consulta-formacion-dual", p -> {
        p.getByLabel("Nombre", exact()).fill("Lucía");
        p.getByLabel("Apellidos").fill("Ferrer Gómez");
        p.getByLabel("Fecha de nacimiento").fill("2008-02-11");
        p.getByLabel("Correo electrónico").fill("lucia.ferrer@example.es");
        p.getByLabel("Teléfono móvil").fill("612 448 390");
        p.getByLabel("Ciclo formativo de interés").selectOption("electromecanica");
        p.getByLabel("Estudios terminados").selectOption("bachillerato");
        group(p, "¿Tienes carné de conducir?").getByLabel("No", exactIn()).check();
        p.getByLabel("Cuéntanos por qué te interesa").fill("Desde pequeña ayudo a mi tío en su taller y quiero formarme como técnica "
            + "en vehículos eléctricos.");
        p.getByLabel("He leído y acepto la política de privacidad").check();
        p.getByLabel("Quiero recibir ofertas de empleo").uncheck();
        press(p, "Enviar solicitud");
        seen(p, "Hemos recibido tu solicitud");
      }),
      Map.entry("youyong-peixun-houbu", p -> {
        p.getByLabel("学员姓名").fill("Zhou Yuhan");
        p.getByLabel("出生日期").fill("2018-06-30");
        p.getByLabel("女", exact()).check();
        p.getByLabel("目前游泳水平").selectOption("1");
        p.getByLabel("周六上午").check();
        p.getByLabel("周日上午").check();
        p.getByLabel("家长姓名").fill("Zhou Min");
        p.getByLabel("手机号码").fill("138 1062 5573");
        p.getByLabel("电子邮箱").fill("zhoumin@example.cn");
        p.getByLabel("健康状况说明").fill("Allergic to penicillin; no asthma.");
        p.getByLabel("接收体育中心活动和优惠信息").uncheck();
        p.getByLabel("我已阅读并同意").check();
        press(p, "提交登记");
        seen(p, "候补登记成功");
      }),
      Map.entry("istifsar-qabr", p -> {
        p.getByLabel("الاسم الكامل للمستفسر").fill("سمير عبد الله الحداد");
        p.getByLabel("صلة القرابة").fill("ابن");
        p.getByLabel("رقم الهاتف").fill("+971 50 418 2736");
        p.getByLabel("البريد الإلكتروني").fill("samir.haddad@example.ae");
        p.getByLabel("حجز مسبق لقطعة").check();
        p.getByLabel("القسم المفضل").selectOption("family");
        p.getByLabel("عدد القطع المطلوبة").fill("2");
        p.getByLabel("موعد مناسب لزيارة المقبرة").fill("2026-12-05");
        p.getByLabel("ملاحظات أو أسئلة إضافية").fill("نرغب في حجز قطعتين متجاورتين لوالديّ.");
        p.getByLabel("أوافق على معالجة بياناتي").check();
        press(p, "إرسال الاستفسار");
        seen(p, "تم استلام استفساركم");
      }),
      Map.entry("church-hall-booking", p -> {
        p.getByLabel("Name of group or hirer").fill("Little Steps Toddler Group");
        p.getByLabel("Contact person").fill("Emma Whitfield");
        p.getByLabel("E-mail").fill("emma.whitfield@example.org.uk");
        p.getByLabel("Telephone").fill("07700 900 274");
        p.getByLabel("Type of event").selectOption("Children's party");
        p.getByLabel("Date required").fill("2027-01-23");
        p.getByLabel("Start time").fill("13:00");
        p.getByLabel("Finish time (including clearing up)").fill("17:30");
        p.getByLabel("Expected number of people").fill("35");
        p.getByLabel("Main hall").check();
        p.getByLabel("Will alcohol be served?").selectOption("no");
        p.getByLabel("Tell us about your event").fill("Second birthday party for the toddler group with a children's entertainer; "
            + "we bring our own food.");
        p.getByLabel("I have read the hall's conditions of hire").check();
        press(p, "Send booking request");
        seen(p, "Thank you for your booking request");
      }),
      Map.entry("noise-monitoring-kit-loan", p -> {
        p.getByLabel("Tenancy reference").fill("T-208853");
        p.getByLabel("Full name").fill("Dariusz Nowak");
        p.getByLabel("Your address").fill("Flat 12, Harrow Court, 40 Penn Street, Northgate NG3 5TB");
        p.getByLabel("Phone").fill("07700 900 683");
        p.getByLabel("Email address").fill("d.nowak@example.com");
        p.getByLabel("Loud music or TV").check();
        p.getByLabel("DIY or banging").check();
        p.getByLabel("At night (after 11pm)").check();
        p.getByLabel("Since when has it been happening?").fill("2026-10-01");
        p.getByLabel("Which property is the noise coming from?").fill("Flat 16, Harrow Court");
        p.getByLabel("How would you like to receive the kit?").selectOption("collect");
        p.getByLabel("I will use the kit only to record noise").check();
        press(p, "Request the kit");
        seen(p, "is with the tenancy team");
      }),
      Map.entry("translation-volunteer-signup", p -> {
        p.getByLabel("Given name").fill("Nadia");
        p.getByLabel("Family name").fill("Karimi");
        p.getByLabel("Email").fill("nadia.karimi@example.org");
        p.getByLabel("Phone (WhatsApp is fine)").fill("07700 900 127");
        p.getByLabel("Town or city").fill("Bristol");
        press(p, "Next");
        p.getByLabel("Farsi / Dari").check();
        p.getByLabel("Pashto").check();
        p.getByLabel("Both", exact()).check();
        p.getByLabel("Hours per month").selectOption("5-10");
        p.getByLabel("Experience (optional)").fill("I interpreted for my family's GP appointments for years and studied translation "
            + "at university in Kabul.");
        p.getByLabel("I will keep everything I translate confidential").check();
        press(p, "Sign me up");
        seen(p, "Thanks for signing up as a volunteer translator");
      }),
      Map.entry("museum-volunteer-guide", p -> {
        p.getByLabel("First name").fill("Isabel");
        p.getByLabel("Last name").fill("Fairweather");
        p.getByLabel("Email").fill("isabel.fairweather@example.co.uk");
        p.getByLabel("Phone").fill("07700 900 459");
        p.getByLabel("Date of birth").fill("1979-11-02");
        p.getByLabel("Postcode").fill("HB1 4QS");
        p.getByLabel("Maritime paintings").check();
        p.getByLabel("Textiles and design").check();
        p.getByLabel("Access tours (visually impaired or dementia-friendly)").check();
        p.getByLabel("Days you could guide").selectOption("weekdays");
        p.getByLabel("Could start training from").fill("2027-02-01");
        p.getByLabel("Your interest in art and any guiding or teaching experience").fill("Art history graduate and former secondary "
            + "school teacher; I ran the gallery trips for my art department for ten years.");
        p.getByLabel("Send me Friends of the Museum membership offers").uncheck();
        p.getByLabel("I agree that the museum may keep my application").check();
        press(p, "Apply to volunteer");
        seen(p, "Thank you for applying");
      }),
      Map.entry("av-fault-report", p -> {
        p.getByLabel("Your name").fill("Dr Kwame Asante");
        p.getByLabel("University email").fill("k.asante@campus.example.ac.uk");
        p.getByLabel("Phone extension").fill("5172");
        p.getByLabel("Building").selectOption("SCI");
        p.getByLabel("Room number").fill("SCI 2.14");
        p.getByLabel("Projector").check();
        p.getByLabel("Microphone").check();
        p.getByLabel("Teaching now / within the hour").check();
        p.getByLabel("What happens?").fill("The projector shows 'no signal' from the lectern PC and the radio microphone crackles then "
            + "cuts out.");
        press(p, "Log the fault");
        seen(p, "Fault logged as");
      }));
}
