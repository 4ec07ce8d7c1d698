package dev.autopilot.examples.blind;

import com.microsoft.playwright.Page;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the eighth domains corpus ({@code domains8}) works for a person, independently of the
 * library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts. A person unticks the boxes the page ticked for them and they did not
 * agree to.
 */
class Domain8CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain8CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS8, 14, 6);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("scout-troop-enrolment", p -> {
        p.getByLabel("First name").fill("Oliver");
        p.getByLabel("Surname").fill("Brennan");
        p.getByLabel("Date of birth").fill("2016-09-03");
        p.getByLabel("Cubs (8–10½)").check();
        p.getByLabel("School attended").fill("St Anne's Primary");
        p.getByLabel("Parent/carer full name").fill("Claire Brennan");
        p.getByLabel("Email address").fill("claire.brennan@example.co.uk");
        p.getByLabel("Contact telephone").fill("07700 900461");
        p.getByLabel("Home postcode").fill("HB4 2RT");
        p.getByLabel("Medical conditions, allergies").fill("Mild nut allergy, carries an EpiPen");
        p.getByLabel("Could you help with the group?").selectOption("occasional");
        p.getByLabel("I have read the group's data protection policy").check();
        p.getByLabel("Send me the Hollybrook District newsletter").uncheck();
        press(p, "Add to waiting list");
        seen(p, "You're on the waiting list");
      }),
      Map.entry("imkerkurs-anmeldung", p -> {
        p.getByLabel("Anrede").selectOption("Frau");
        p.getByLabel("Vorname").fill("Katrin");
        p.getByLabel("Nachname").fill("Vogelsang");
        p.getByLabel("Straße und Hausnummer").fill("Lindenweg 12");
        p.getByLabel("PLZ").fill("74388");
        p.getByLabel("Wohnort").fill("Talheim");
        p.getByLabel("Geburtsdatum").fill("1984-06-17");
        p.getByLabel("E-Mail").fill("katrin.vogelsang@example.de");
        p.getByLabel("Telefon (für kurzfristige Absagen)").fill("0171 2345678");
        p.getByLabel("Ein wenig").check();
        p.getByLabel("Ich bringe eigene Schutzkleidung").check();
        p.getByLabel("Bienengiftallergie bekannt?").selectOption("nein");
        p.getByLabel("Warum möchten Sie imkern?").fill("Ich möchte zwei Völker im eigenen Obstgarten halten und mehr über Bestäubung lernen.");
        p.getByLabel("Ich willige in die Verarbeitung").check();
        press(p, "Verbindlich anmelden");
        seen(p, "Vielen Dank! Ihre Anmeldung ist eingegangen");
      }),
      Map.entry("degustation-reservation", p -> {
        p.getByLabel("Prénom").fill("Élodie");
        p.getByLabel("Nom", exact()).fill("Marchand");
        p.getByLabel("Courriel").fill("elodie.marchand@example.fr");
        p.getByLabel("Téléphone portable").fill("06 12 34 56 78");
        p.getByLabel("Date de la visite").fill("2027-05-14");
        p.getByLabel("Créneau horaire").selectOption("15h00");
        p.getByLabel("Nombre de participants").fill("4");
        p.getByLabel("Français").check();
        p.getByLabel("Allergies ou remarques").fill("Une personne ne boit pas d'alcool, un jus de raisin serait parfait.");
        p.getByLabel("Je certifie que tous les participants ont 18 ans").check();
        p.getByLabel("J'accepte les conditions de réservation").check();
        p.getByLabel("Je souhaite recevoir la lettre d'information").uncheck();
        press(p, "Réserver ma dégustation");
        seen(p, "Réservation confirmée");
      }),
      Map.entry("ayuda-bici-electrica", p -> {
        p.getByLabel("Nombre *").fill("Daniel");
        p.getByLabel("Apellidos *").fill("Ortega Ruiz");
        p.getByLabel("DNI / NIE *").fill("48123456K");
        p.getByLabel("Fecha de nacimiento *").fill("1991-02-27");
        p.getByLabel("Correo electrónico *").fill("daniel.ortega@example.es");
        p.getByLabel("Teléfono *").fill("612 345 678");
        p.getByLabel("Calle, número, piso *").fill("Calle Almendro 7, 2º B");
        p.getByLabel("Código postal *").fill("41470");
        p.getByLabel("Distrito *").selectOption("la-vega");
        p.getByLabel("Plegable").check();
        p.getByLabel("Fecha de la factura *").fill("2027-02-10");
        p.getByLabel("Establecimiento vendedor *").fill("Ciclos Guadalquivir");
        p.getByLabel("Número de factura *").fill("FV-2027-00318");
        p.getByLabel("Declaro responsablemente").check();
        p.getByLabel("He leído y acepto la política de privacidad").check();
        press(p, "Presentar solicitud");
        seen(p, "Solicitud registrada");
      }),
      Map.entry("youeryuan-kaifangri", p -> {
        p.getByLabel("家长姓名").fill("王丽娜");
        p.getByLabel("手机号码").fill("138 1234 5678");
        p.getByLabel("电子邮箱").fill("wang.lina@example.cn");
        p.getByLabel("孩子姓名").fill("陈小雨");
        p.getByLabel("孩子出生日期").fill("2023-04-18");
        p.getByLabel("参观场次").selectOption("0320-am");
        p.getByLabel("2 位").check();
        p.getByLabel("双语教学").check();
        p.getByLabel("膳食安排").check();
        p.getByLabel("备注").fill("孩子对花生过敏，参观时请勿提供零食。");
        p.getByLabel("我已阅读并同意").check();
        press(p, "立即预约");
        seen(p, "预约成功");
      }),
      Map.entry("jury-service-deferral", p -> {
        p.getByLabel("Juror number").fill("415236987");
        p.getByLabel("Full name").fill("Harriet Okafor");
        p.getByLabel("Day").fill("08");
        p.getByLabel("Month").fill("03");
        p.getByLabel("Year").fill("1983");
        p.getByLabel("Email address").fill("harriet.okafor@example.co.uk");
        p.getByLabel("Phone number").fill("020 7946 0132");
        p.getByLabel("Why do you need to change the date?").selectOption("holiday");
        p.getByLabel("Give details")
            .fill("I am on a family holiday in Portugal from 10 to 24 May 2027; the flights were booked in January.");
        p.getByLabel("First choice").fill("2027-06-07");
        p.getByLabel("Second choice").fill("2027-06-14");
        p.getByLabel("Third choice").fill("2027-07-05");
        p.getByLabel("Yes, I can email it").check();
        p.getByLabel("I confirm the information I have given is true").check();
        press(p, "Send deferral request");
        seen(p, "Deferral request sent");
      }),
      Map.entry("tarjamat-ishara", p -> {
        p.getByLabel("الاسم الكامل").fill("نورة سعد القحطاني");
        p.getByLabel("تاريخ الميلاد").fill("1995-10-02");
        p.getByLabel("رقم الجوال").fill("0559876543");
        p.getByLabel("البريد الإلكتروني").fill("noura.alqahtani@example.sa");
        p.getByLabel("المستشفى أو العيادة").selectOption("hayat");
        p.getByLabel("القسم أو اسم الطبيب").fill("عيادة العيون – د. فهد المطيري");
        p.getByLabel("تاريخ الموعد").fill("2027-03-22");
        p.getByLabel("وقت الموعد").fill("10:15");
        p.getByLabel("حضوري في المستشفى").check();
        p.getByLabel("ملاحظات إضافية").fill("أفضل نفس المترجمة التي حضرت معي في الموعد السابق إن أمكن.");
        p.getByLabel("أوافق على مشاركة بياناتي").check();
        press(p, "إرسال الطلب");
        seen(p, "تم استلام طلبك");
      }),
      Map.entry("untervermietung-antrag", p -> {
        p.getByLabel("Name der Mieterin / des Mieters").fill("Lukas Brandt");
        p.getByLabel("Mietvertragsnummer").fill("MV-40817");
        p.getByLabel("Anschrift der Wohnung").fill("Holsteiner Chaussee 88, 22523 Hamburg");
        p.getByLabel("E-Mail-Adresse").fill("lukas.brandt@example.de");
        p.getByLabel("Telefonnummer").fill("040 3344 5566");
        p.getByLabel("Vor- und Nachname der Untermieterin").fill("Mirela Popescu");
        p.getByLabel("Geburtsdatum der Untermieterin").fill("1999-12-05");
        p.getByLabel("Beruf / Tätigkeit").fill("Master's student at TU Hamburg");
        p.getByLabel("Ein Zimmer").check();
        p.getByLabel("Beginn der Untervermietung").fill("2027-04-01");
        p.getByLabel("Befristet bis").fill("2028-03-31");
        p.getByLabel("Berechtigtes Interesse")
            .fill("My partner moved out, and I cannot pay the rent alone; I want to let the second bedroom to a student for one year.");
        p.getByLabel("Ich bestätige, dass ich die Wohnung weiterhin selbst bewohne").check();
        p.getByLabel("Ich willige ein").check();
        p.getByLabel("Mieterzeitung und Angebote").uncheck();
        press(p, "Antrag absenden");
        seen(p, "Antrag eingegangen");
      }),
      Map.entry("makerspace-induction", p -> {
        p.getByLabel("Your name").fill("Priya Natarajan");
        p.getByLabel("University email").fill("p.natarajan@northgate.ac.uk");
        p.getByLabel("Student or staff ID number").fill("2104837");
        p.getByLabel("Department").selectOption("design");
        p.getByLabel("Postgraduate").check();
        p.getByLabel("Laser cutter").check();
        p.getByLabel("3D printers").check();
        p.getByLabel("Preferred date").fill("2027-02-17");
        p.getByLabel("Afternoon (14:00)").check();
        p.getByLabel("What are you planning to make?")
            .fill("Laser-cut plywood enclosure and 3D-printed hinges for my thesis prototype, a modular bird feeder.");
        p.getByLabel("I have completed the Makerspace online safety module").check();
        press(p, "Request induction");
        seen(p, "Induction requested");
      }),
      Map.entry("crowdfunding-prescreen", p -> {
        p.getByLabel("Your name").fill("Marcus Hale");
        p.getByLabel("Company or studio").fill("Hale & Finch Studio");
        p.getByLabel("Work email").fill("marcus@halefinch.example.com");
        p.getByLabel("Phone (optional)").fill("+1 503 555 0147");
        p.getByLabel("Country where you're based").selectOption("US");
        p.getByLabel("Website or portfolio").fill("https://halefinch.example.com");
        p.getByLabel("Project title").fill("Tidewater: a cooperative board game about salt marshes");
        p.getByLabel("Tabletop games").check();
        p.getByLabel("How far along is it?").selectOption("prototype");
        p.getByLabel("Planned launch month").fill("2027-09");
        p.getByLabel("Describe the project in a few sentences").fill("Tidewater is a cooperative board game for 1-4 players in which you "
            + "restore a salt marsh before the storm season. It is for families and classrooms; we have playtested it for a year with 300 players.");
        group(p, "Have you run a crowdfunding campaign before?").getByLabel("No", exactIn()).check();
        p.getByLabel("My project follows the Backerly creator guidelines").check();
        p.getByLabel("Share my project with Backerly's manufacturing").uncheck();
        press(p, "Submit for review");
        seen(p, "your project is in the queue");
      }),
      Map.entry("bee-swarm-report", p -> {
        p.getByLabel("Honeybees", exact()).check();
        p.getByLabel("Where exactly is the swarm?").fill("Front garden of 17 Mill Lane, by the postbox");
        p.getByLabel("Postcode of the swarm").fill("MF3 8LD");
        p.getByLabel("What is it on?").selectOption("branch");
        p.getByLabel("Reachable with a step ladder").check();
        p.getByLabel("Roughly how big is the cluster?").selectOption("football");
        p.getByLabel("When did you first see it?").fill("2026-05-23");
        p.getByLabel("Time first seen").fill("11:40");
        p.getByLabel("Anything the collector should know?").fill("Side gate is unlocked; please park on the street, the drive is narrow.");
        p.getByLabel("Your name").fill("Gareth Pryce");
        p.getByLabel("Phone number we can call now").fill("07700 900 318");
        p.getByLabel("Email (optional)").fill("gareth.pryce@example.co.uk");
        p.getByLabel("I own the property").check();
        press(p, "Report swarm");
        seen(p, "swarm reported");
      }),
      Map.entry("theatre-extras-casting", p -> {
        p.getByLabel("Full name").fill("Siobhan Kelleher");
        p.getByLabel("Date of birth").fill("1978-08-21");
        p.getByLabel("Email").fill("siobhan.kelleher@example.ie");
        p.getByLabel("Mobile").fill("087 765 4321");
        p.getByLabel("Town you live in").fill("Kinsale");
        p.getByLabel("Height (cm)").fill("168");
        p.getByLabel("Playing age").selectOption("31-45");
        p.getByLabel("Hair").selectOption("red");
        p.getByLabel("Amateur or school productions").check();
        p.getByLabel("Saturday afternoons in May").check();
        p.getByLabel("Technical week").check();
        p.getByLabel("Special skills").fill("I play the tin whistle and can do a passable Cornish accent.");
        p.getByLabel("I can attend all performances").check();
        p.getByLabel("The Lantern Playhouse may keep my details").check();
        p.getByLabel("Also add me to the regional casting agencies").uncheck();
        press(p, "Send my application");
        seen(p, "Break a leg!");
      }),
      Map.entry("broadband-fault-report", p -> {
        p.getByLabel("Account number").fill("SK40918273");
        p.getByLabel("Account holder name").fill("Tomasz Wójcik");
        p.getByLabel("Installation postcode").fill("LS6 3HN");
        p.getByLabel("Best number to call you on").fill("0113 496 0751");
        p.getByLabel("Email for updates").fill("tomasz.wojcik@example.com");
        press(p, "Next");
        p.getByLabel("Broadband").check();
        p.getByLabel("What's happening?").selectOption("drops");
        p.getByLabel("Since when?").fill("2026-11-24");
        p.getByLabel("Colour of the light on the front of your hub").selectOption("orange");
        group(p, "Have you restarted your hub in the last hour?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Anything else we should know?")
            .fill("Drops every 20 minutes or so, for about a minute, mostly in the evening. The cable to the wall looks fine.");
        press(p, "Next");
        p.getByLabel("Tue").check();
        p.getByLabel("Thu").check();
        p.getByLabel("Time of day").selectOption("am");
        p.getByLabel("Someone aged 18 or over will be at home").check();
        press(p, "Report fault");
        seen(p, "Fault reported");
      }),
      Map.entry("pension-statement-request", p -> {
        p.getByLabel("Title").selectOption("Mr");
        p.getByLabel("Forename(s)").fill("Graham");
        p.getByLabel("Surname").fill("Whitfield");
        p.getByLabel("Date of birth").fill("1964-07-30");
        p.getByLabel("National Insurance number").fill("JK 55 81 02 C");
        p.getByLabel("Membership number (if known)").fill("HRP-0048217");
        p.getByLabel("Employer while you were a member").fill("Harbourline Ferries Ltd");
        p.getByLabel("Address line 1").fill("Flat 4, Quayside House");
        p.getByLabel("Address line 2").fill("27 Marine Parade");
        p.getByLabel("Town or city").fill("Falmouth");
        p.getByLabel("Postcode").fill("TR11 2DJ");
        p.getByLabel("Email", exact()).fill("g.whitfield@example.co.uk");
        p.getByLabel("Daytime telephone").fill("01326 555 093");
        p.getByLabel("A retirement quotation").check();
        p.getByLabel("Age you would like the quotation at").fill("65");
        p.getByLabel("By email (password-protected PDF)").check();
        p.getByLabel("I am the member named above").check();
        press(p, "Request statement");
        seen(p, "Request received");
      }));
}
