package dev.autopilot.examples.blind;

import com.microsoft.playwright.Page;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the ninth domains corpus ({@code domains9}) works for a person, independently of the
 * library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts. A person unticks the boxes the page ticked for them and they did not
 * agree to.
 */
class Domain9CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain9CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS9, 14, 5);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("orchestra-audition", p -> {
        p.getByLabel("Player's full name").fill("Amelia Thornton");
        p.getByLabel("Date of birth").fill("2010-04-12");
        p.getByLabel("School or college").fill("Kingsmead Academy");
        p.getByLabel("Email").fill("jthornton.family@example.co.uk");
        p.getByLabel("Phone").fill("07700 900 227");
        p.getByLabel("Main instrument").selectOption("vc");
        p.getByLabel("Highest exam grade passed").selectOption("Grade 7");
        p.getByRole(com.microsoft.playwright.options.AriaRole.RADIOGROUP,
            new Page.GetByRoleOptions().setName("Have you played in an orchestra before?")).getByLabel("Yes", exactIn()).check();
        p.getByLabel("Piece you will play at the audition").fill("Elgar, Cello Concerto in E minor, first movement");
        p.getByLabel("Sunday 17 January").check();
        p.getByLabel("Parent/guardian name").fill("Jessica Thornton");
        p.getByLabel("I have read the members' code of conduct").check();
        press(p, "Request an audition");
        seen(p, "Audition requested");
      }),
      Map.entry("kleingarten-warteliste", p -> {
        p.getByLabel("Vorname").fill("Sabine");
        p.getByLabel("Familienname").fill("Kettler");
        p.getByLabel("Geburtsdatum").fill("1979-11-03");
        p.getByLabel("Straße, Hausnr.").fill("Brunnenstraße 41");
        p.getByLabel("Postleitzahl").fill("04177");
        p.getByLabel("Ort", exact()).fill("Leipzig");
        p.getByLabel("Telefon").fill("0176 55512340");
        p.getByLabel("E-Mail", exact()).fill("sabine.kettler@example.de");
        p.getByLabel("Gewünschte Größe").selectOption("mittel");
        p.getByLabel("Wie viele Personen").fill("3");
        p.getByLabel("etwas", exact()).check();
        p.getByLabel("Warum möchten Sie einen Kleingarten?").fill("Wir wohnen mit zwei Kindern ohne Balkon und möchten eigenes Gemüse anbauen.");
        p.getByLabel("Ich erkenne die Satzung").check();
        p.getByLabel("Ich bin mit der Speicherung meiner Daten").check();
        press(p, "Antrag absenden");
        seen(p, "Ihr Antrag auf Aufnahme in die Warteliste ist eingegangen");
      }),
      Map.entry("cours-de-ski", p -> {
        p.getByLabel("Prénom").fill("Julien");
        p.getByLabel("Nom", exact()).fill("Ferrand");
        p.getByLabel("Adresse e-mail").fill("julien.ferrand@example.fr");
        p.getByLabel("Téléphone").fill("06 71 42 88 19");
        p.getByLabel("Date d'arrivée").fill("2027-02-13");
        p.getByLabel("Date de départ").fill("2027-02-20");
        p.getByLabel("Nombre d'élèves").fill("2");
        p.getByLabel("Âge du plus jeune élève").fill("7");
        p.getByLabel("Discipline").selectOption("alpin");
        p.getByLabel("Débutant").check();
        p.getByLabel("Cours collectif").check();
        p.getByLabel("Votre message").fill("Mon fils et moi n'avons jamais skié ; des cours le matin nous conviendraient.");
        p.getByLabel("J'accepte que mes données").check();
        p.getByLabel("Recevoir nos bons plans neige").uncheck();
        press(p, "Envoyer ma demande");
        seen(p, "Votre demande a bien été envoyée");
      }),
      Map.entry("ethics-precheck", p -> {
        p.getByLabel("Lead researcher").fill("Dr Hannah Osei");
        p.getByLabel("Institutional email").fill("h.osei@northfield.ac.uk");
        p.getByLabel("Your role").selectOption("staff");
        p.getByLabel("Working title of the study").fill("Commuting and wellbeing among night-shift care workers");
        p.getByLabel("Short summary (aims and methods)").fill("A mixed-methods study of how long night commutes affect sleep and wellbeing of care "
            + "workers, using an online survey followed by a small number of interviews.");
        p.getByLabel("Main data collection method").selectOption("survey");
        group(p, "Will participants include children or vulnerable adults?").getByLabel("No", exactIn()).check();
        p.getByLabel("Yes, but pseudonymised").check();
        p.getByLabel("Expected number of participants").fill("120");
        p.getByLabel("Planned start of data collection").fill("2027-03-01");
        p.getByLabel("The information above is accurate").check();
        press(p, "Send for pre-check");
        seen(p, "Pre-check request sent");
      }),
      Map.entry("domain-transfer", p -> {
        p.getByLabel("Domain name").fill("greenfinch-bakery.co.uk");
        p.getByLabel("Authorisation (EPP) code").fill("Xq7#pL29vR");
        p.getByLabel("Current registrar").selectOption("gandi");
        p.getByLabel("Registrant name").fill("Rosalind Greenfinch");
        p.getByLabel("Registrant email").fill("rosalind@greenfinch-bakery.co.uk");
        p.getByLabel("Phone (optional)").fill("+44 1632 960 418");
        p.getByLabel("DNS after the transfer").selectOption("lantern");
        p.getByLabel("Anything our support team should know?").fill("The site must stay online during the move; the MX records point at Fastmail.");
        p.getByLabel("I am the registrant of this domain").check();
        p.getByLabel("Send me offers from Lanternhost partners").uncheck();
        press(p, "Start transfer");
        seen(p, "Transfer request received");
      }),
      Map.entry("foster-carer-enquiry", p -> {
        p.getByLabel("Full name").fill("Daniel and Priya Mensah");
        p.getByLabel("Email address").fill("mensah.home@example.co.uk");
        p.getByLabel("Telephone number").fill("01632 960 774");
        p.getByLabel("Postcode").fill("WB3 7QT");
        p.getByLabel("I own my home").check();
        group(p, "Do you have a spare bedroom?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Short-term fostering").check();
        p.getByLabel("Short breaks (respite)").check();
        p.getByLabel("Best time to call").selectOption("evening");
        p.getByLabel("Tell us a little about yourself").fill("Our own children have grown up and left home; we both work part-time and have "
            + "looked after our nephews for many school holidays.");
        press(p, "Send enquiry");
        seen(p, "Enquiry sent");
      }),
      Map.entry("reserva-escape-room", p -> {
        p.getByLabel("Submarino 1942").check();
        p.getByLabel("Fecha").fill("2027-03-06");
        p.getByLabel("Hora").selectOption("19:00");
        p.getByLabel("Número de jugadores").fill("5");
        p.getByLabel("Idioma del juego").selectOption("en");
        p.getByLabel("Nombre y apellidos").fill("Thomas Whitaker");
        p.getByLabel("Correo electrónico").fill("tom.whitaker@example.com");
        p.getByLabel("Móvil").fill("+34 644 218 903");
        p.getByLabel("¿Celebráis algo?").selectOption("cumple");
        p.getByLabel("Acepto las normas de la sala").check();
        press(p, "Confirmar reserva");
        seen(p, "¡Reserva confirmada!");
      }),
      Map.entry("tianwen-guance-ye", p -> {
        p.getByLabel("姓名").fill("Li Wei");
        p.getByLabel("手机号").fill("139 1234 8765");
        p.getByLabel("电子邮箱").fill("liwei.astro@example.com");
        p.getByLabel("观测场次").selectOption("0206");
        p.getByLabel("参加人数").fill("3");
        p.getByLabel("其中儿童人数").fill("1");
        p.getByLabel("用过几次").check();
        p.getByLabel("交通方式").selectOption("banche");
        p.getByLabel("备注").fill("My daughter is 9 and very excited about the Moon.");
        p.getByLabel("我已阅读观测安全须知").check();
        press(p, "提交报名");
        seen(p, "报名成功");
      }),
      Map.entry("wajabat-madrasiya", p -> {
        p.getByLabel("اسم الطالب الثلاثي").fill("يوسف خالد العتيبي");
        p.getByLabel("تاريخ الميلاد").fill("2018-09-14");
        p.getByLabel("الصف").selectOption("3");
        p.getByLabel("الشعبة").fill("ب");
        p.getByLabel("حساسية من المكسرات").check();
        p.getByLabel("حساسية من البيض").check();
        p.getByLabel("شدة الحالة").selectOption("severe");
        p.getByLabel("نعم", exact()).check();
        p.getByLabel("تفاصيل إضافية").fill("يحمل حقنتين في حقيبته، ويجب إبلاغي فورًا عند أي عرض.");
        p.getByLabel("اسم وليّ الأمر").fill("خالد محمد العتيبي");
        p.getByLabel("رقم الجوال").fill("0551234987");
        p.getByLabel("البريد الإلكتروني").fill("khalid.otaibi@example.sa");
        p.getByLabel("أُقرّ بصحة المعلومات").check();
        press(p, "إرسال النموذج");
        seen(p, "تم استلام نموذج الاحتياجات الغذائية");
      }),
      Map.entry("street-party-closure", p -> {
        p.getByLabel("Organiser's name").fill("Margaret Okonjo");
        p.getByLabel("Organiser's address").fill("23 Larkspur Avenue, Ashcombe AB7 2LP");
        p.getByLabel("Daytime phone").fill("01632 960 512");
        p.getByLabel("Email").fill("m.okonjo@example.org.uk");
        p.getByLabel("Road to be closed").fill("Larkspur Avenue");
        p.getByLabel("Close from").fill("junction with Hollis Road");
        p.getByLabel("Close to").fill("number 61");
        p.getByLabel("Date of the party").fill("2027-06-05");
        p.getByLabel("Road closed from").fill("10:00");
        p.getByLabel("Road reopens at").fill("18:00");
        p.getByLabel("Roughly how many households").fill("28");
        p.getByLabel("Is the road on a bus route?").selectOption("no");
        p.getByLabel("Barbecue or cooking").check();
        p.getByLabel("Anything else we need to know").fill("The residents' association will put out the barriers and marshal both ends.");
        p.getByLabel("I have told all residents").check();
        p.getByLabel("I will keep a 3.5 m lane clear").check();
        press(p, "Submit application");
        seen(p, "Application submitted");
      }),
      Map.entry("trade-account", p -> {
        p.getByLabel("Registered business name").fill("Penhallow Joinery Ltd");
        p.getByLabel("Business type").selectOption("ltd");
        p.getByLabel("Companies House number").fill("11839265");
        p.getByLabel("VAT registration number").fill("GB 318 4471 92");
        p.getByLabel("Business address").fill("Unit 4, Kestle Mill Industrial Estate, Newquay");
        p.getByLabel("Postcode").fill("TR8 4PG");
        p.getByLabel("Main trade").selectOption("carpenter");
        p.getByLabel("Number of employees").fill("6");
        p.getByLabel("Contact name").fill("Kerenza Penhallow");
        p.getByLabel("Job title").fill("Director");
        p.getByLabel("Email", exact()).fill("kerenza@penhallowjoinery.example.co.uk");
        p.getByLabel("Phone", exact()).fill("01637 555 218");
        p.getByLabel("Preferred branch").selectOption("TRU");
        p.getByLabel("I accept the trade account terms").check();
        p.getByLabel("Share my details with Corbel's manufacturer partners").uncheck();
        press(p, "Apply for trade account");
        seen(p, "Application received");
      }),
      Map.entry("travel-notice", p -> {
        p.getByLabel("Name as it appears on the card").fill("Fiona MacLeod");
        p.getByLabel("Last four digits of the card").fill("4821");
        p.getByLabel("Date of birth").fill("1987-05-19");
        p.getByLabel("Mobile number registered with us").fill("07700 900 665");
        press(p, "Continue");
        p.getByLabel("Departure date").fill("2027-04-02");
        p.getByLabel("Return date").fill("2027-04-23");
        p.getByLabel("Japan").check();
        p.getByLabel("South Korea").check();
        p.getByLabel("If we see unusual activity, contact me by").selectOption("sms");
        p.getByLabel("Tell me about Harbour Mutual travel insurance offers").uncheck();
        press(p, "Save travel notice");
        seen(p, "Travel notice saved");
      }),
      Map.entry("physio-self-referral", p -> {
        p.getByLabel("NHS number").fill("943 476 5919");
        p.getByLabel("First name").fill("Gavin");
        p.getByLabel("Last name").fill("Holloway");
        p.getByLabel("Date of birth").fill("1971-01-28");
        p.getByLabel("GP surgery").selectOption("OAK02");
        p.getByLabel("Mobile phone").fill("07700 900 843");
        p.getByLabel("Email (optional)").fill("gavin.holloway@example.co.uk");
        p.getByLabel("Where is the problem?").selectOption("knee");
        p.getByLabel("Right", exact()).check();
        p.getByLabel("When did it start?").fill("2026-10-11");
        p.getByLabel("Pain on an average day").selectOption("6");
        p.getByLabel("How did it happen and what makes it worse?").fill("Twisted my right knee playing five-a-side football; it swells "
            + "after walking and going downstairs hurts.");
        p.getByLabel("Work", exact()).check();
        p.getByLabel("Sleep", exact()).check();
        p.getByLabel("Face to face at a clinic").check();
        p.getByLabel("I agree that the physiotherapy team can see my GP record").check();
        press(p, "Send referral");
        seen(p, "Referral received");
      }),
      Map.entry("power-of-attorney-enquiry", p -> {
        p.getByLabel("Title").selectOption("Mrs");
        p.getByLabel("Your full name").fill("Caroline Ashby");
        p.getByLabel("Email").fill("caroline.ashby@example.co.uk");
        p.getByLabel("Telephone").fill("01632 960 391");
        p.getByLabel("Best time to call").selectOption("pm");
        p.getByLabel("A parent").check();
        p.getByLabel("Name of the person making the LPA").fill("Dorothy Fielding");
        p.getByLabel("Their date of birth").fill("1941-08-09");
        p.getByLabel("Property and financial affairs").check();
        p.getByLabel("Health and welfare").check();
        p.getByLabel("Does the person still have mental capacity").selectOption("yes");
        p.getByLabel("Briefly describe the situation").fill("Mum is 85, lives alone and is still sharp, but her GP suggested we sort out an LPA "
            + "now while she can make the decision herself.");
        p.getByLabel("I have read the privacy notice").check();
        press(p, "Send my enquiry");
        seen(p, "your enquiry has been sent");
      }));
}
