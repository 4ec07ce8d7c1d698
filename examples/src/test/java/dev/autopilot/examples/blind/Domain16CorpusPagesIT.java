package dev.autopilot.examples.blind;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * Proves the sixteenth domains corpus ({@code domains16}) works for a person, independently of the
 * library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts. A person unticks the boxes the page ticked for them and they did not
 * agree to (seven pages pre-tick a newsletter, partner, news or offers box), and the server must receive those boxes unticked.
 */
class Domain16CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain16CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS16, 14, 5);
  }

  /**
   * The boxes each person leaves unticked (the pre-ticked ones unticked by hand), by the field name
   * the page sends: after the fill, the server must have received each as absent, {@code false} or
   * empty, never as a tick, since the measurement counts a tick there as a box ticked unasked.
   */
  private static final Map<String, List<String>> LEFT_UNTICKED = Map.of(
      "bicycle-registration", List.of("crime_news", "electric"),
      "choir-concert-tickets", List.of("concertNews"),
      "apprenticeship-interest", List.of("shareWithPartners"),
      "school-allergy-plan", List.of("photo_display"),
      "scooter-account", List.of("promos"),
      "location-costumes", List.of("newsletter"),
      "taller-jazz", List.of("novedades"),
      "maktabat-albuthur", List.of("nashra"));

  @Override
  Map<String, Consumer<Page>> fillers() {
    Map<String, Consumer<Page>> checked = new HashMap<>();
    FILLERS.forEach((name, steps) -> checked.put(name, steps.andThen(p -> {
      List<BlindCorpusSite.Received> got = site().received(name);
      assertFalse(got.isEmpty(), name + " was not submitted");
      Map<String, String> fields = got.get(got.size() - 1).fields();
      for (String box : LEFT_UNTICKED.getOrDefault(name, List.of())) {
        String value = fields.get(box);
        assertTrue(value == null || value.isEmpty() || value.equals("false"), name + " sent the unticked box " + box + "=" + value);
      }
    })));
    return checked;
  }

  /**
   * A label whose text is this one, allowing the required-mark asterisk a page draws before or after
   * it. Playwright hands the pattern to the browser as a JavaScript regular expression, so the label's
   * regex characters are escaped one by one (no {@code \Q...\E}).
   */
  private static Pattern marked(String label) {
    return Pattern.compile("^\\s*\\*?\\s*" + label.replaceAll("[\\\\^$.|?*+()\\[\\]{}]", "\\\\$0") + "\\s*\\*?\\s*$");
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("bicycle-registration", p -> {
        p.getByLabel("Owner's full name").fill("Oliver Brennan");
        p.getByLabel("Email").fill("oliver.brennan@example.co.uk");
        p.getByLabel("Phone").fill("07700 900 243");
        p.getByLabel("Home postcode").fill("NS3 9RT");
        p.getByLabel("Frame number").fill("WTU 2184 7731 K");
        p.getByLabel(marked("Make")).fill("Trek");
        p.getByLabel("Model", exact()).fill("FX 3 Disc");
        p.getByLabel("Main colour").selectOption("blue");
        p.getByLabel("Hybrid / commuter").check();
        p.getByLabel("Date of purchase").fill("2025-03-15");
        p.getByLabel("Distinguishing features").fill("Brooks saddle and a rear pannier rack");
        p.getByLabel("I agree that my details and my bike's details are kept").check();
        p.getByLabel("Send me the monthly crime prevention newsletter").uncheck();
        press(p, "Register bike");
        seen(p, "Your bike is registered");
      }),
      Map.entry("choir-concert-tickets", p -> {
        p.getByLabel("Name for the booking").fill("Margaret Ellison");
        p.getByLabel("Email (your tickets are sent here)").fill("maggie.ellison@example.org");
        p.getByLabel("Phone (optional)").fill("01632 960 552");
        p.getByLabel("Saturday 19 December, 3 pm (family matinee)").check();
        p.getByLabel("Number of seats").selectOption("3");
        p.getByLabel("I need a wheelchair space").check();
        p.getByLabel("Other access needs (optional)").fill("One of us uses a wheelchair; an aisle seat next to it would help.");
        p.getByLabel("I accept the booking conditions").check();
        p.getByLabel("Email me about future concerts and choir events").uncheck();
        press(p, "Reserve my seats");
        seen(p, "Your seats are reserved");
      }),
      Map.entry("glasses-repair-dropoff", p -> {
        p.getByLabel("First name").fill("Rajesh");
        p.getByLabel("Last name").fill("Kumar");
        p.getByLabel("Email address").fill("rajesh.kumar@example.com");
        p.getByLabel("Mobile number").fill("07700 900 615");
        p.getByLabel("Frame brand").fill("Ray-Ban");
        p.getByLabel("What needs fixing?").selectOption("hinge");
        p.getByLabel("Describe the damage").fill("Left hinge snapped after the glasses were sat on; the lenses are fine.");
        p.getByLabel("I'd like to borrow a spare pair while mine are repaired").check();
        p.getByLabel("Drop-off date").fill("2026-12-02");
        p.getByLabel("Text message").check();
        p.getByLabel("I accept the repair terms").check();
        press(p, "Book drop-off");
        seen(p, "Drop-off booked");
      }),
      Map.entry("apprenticeship-interest", p -> {
        p.getByLabel("First name").fill("Kieran");
        p.getByLabel("Last name").fill("Doyle");
        p.getByLabel("Date of birth").fill("2008-07-19");
        p.getByLabel("Postcode").fill("HX4 2LB");
        p.getByLabel("Email", exact()).fill("kieran.doyle08@example.com");
        p.getByLabel("Mobile", exact()).fill("07700 900 384");
        p.getByLabel("Which apprenticeship interests you?").selectOption("electrical");
        group(p, "Highest qualification so far").getByLabel("A levels / BTEC Level 3").check();
        p.getByLabel("Why does this apprenticeship appeal to you?").fill("I have built my own electronics kits since I was twelve and want to learn "
            + "the trade properly on real equipment.");
        p.getByLabel("Invite me to the next open evening").check();
        p.getByLabel("I agree that Halden Engineering processes my details").check();
        p.getByLabel("Share my details with partner employers").uncheck();
        press(p, "Register interest");
        seen(p, "you're registered");
      }),
      Map.entry("school-allergy-plan", p -> {
        p.getByLabel("Child's full name").fill("Isla McKenzie");
        p.getByLabel("Child's date of birth").fill("2018-05-27");
        p.getByLabel(marked("Class")).selectOption("Year 3 – Kestrels");
        p.getByLabel("Peanuts").check();
        p.getByLabel("Sesame").check();
        p.getByLabel("Usual symptoms of a reaction").fill("Hives around the mouth, swollen lips, and wheezing within minutes.");
        p.getByLabel("Yes", exact()).check();
        p.getByLabel("Your name").fill("Fiona McKenzie");
        p.getByLabel("Daytime phone").fill("07700 900 927");
        p.getByLabel("Email", exact()).fill("fiona.mckenzie@example.co.uk");
        p.getByLabel("Second emergency contact – name").fill("Alasdair McKenzie");
        p.getByLabel("Second emergency contact – phone").fill("07700 900 438");
        p.getByLabel("Child's GP surgery").fill("Meadowbank Medical Centre");
        p.getByLabel("I give consent for trained school staff").check();
        press(p, "Send allergy plan");
        seen(p, "Allergy plan received");
      }),
      Map.entry("sports-injury-clinic", p -> {
        p.getByLabel("Full name").fill("Sofia Marquez");
        p.getByLabel("Date of birth").fill("1991-10-04");
        p.getByLabel("Email", exact()).fill("sofia.marquez@example.net");
        p.getByLabel("Mobile", exact()).fill("07700 900 166");
        p.getByLabel("Main sport or activity").selectOption("running");
        p.getByLabel("Where is the injury?").selectOption("knee");
        p.getByLabel("When did it happen?").fill("2026-11-08");
        p.getByLabel("How did it happen, and what makes it worse?").fill("Sharp pain on the outside of my right knee after a half marathon; it gets "
            + "worse going downhill.");
        p.getByLabel("Pain right now").fill("4");
        group(p, "Have you seen a physio about this injury before?").getByLabel("No", exactIn()).check();
        p.getByLabel("Tue", exact()).check();
        p.getByLabel("Thu", exact()).check();
        p.getByLabel("I agree that MoveWell Clinic keeps my health information").check();
        press(p, "Request assessment");
        seen(p, "Request received");
      }),
      Map.entry("tax-refund-status", p -> {
        p.getByLabel("Unique Taxpayer Reference (UTR)").fill("84720 19365");
        p.getByLabel("National Insurance number").fill("JT 48 21 77 B");
        p.getByLabel("Full name").fill("Edward Lancaster");
        p.getByLabel("Date of birth").fill("1979-01-30");
        p.getByLabel("Tax year of the refund").selectOption("2024-25");
        p.getByLabel("When did you submit your tax return?").fill("2025-09-12");
        p.getByLabel("Into my bank account").check();
        p.getByLabel("Email address").fill("ed.lancaster@example.com");
        p.getByLabel("I confirm I am the taxpayer named above").check();
        press(p, "Send query");
        seen(p, "Query sent");
      }),
      Map.entry("scooter-account", p -> {
        p.getByLabel("Full name").fill("Nathan Cole");
        p.getByLabel("Email", exact()).fill("nathan.cole@example.com");
        p.getByLabel("Mobile number").fill("+44 7700 900 512");
        p.getByLabel("Date of birth").fill("1997-02-14");
        p.getByLabel("Home city").selectOption("leeds");
        group(p, "What will you mostly use Zoomr for?").getByLabel("Commuting").check();
        p.getByLabel("Remind me to wear a helmet").check();
        p.getByLabel("I am 18 or over and accept the Zoomr Terms of Use").check();
        p.getByLabel("Send me ride credits, promotions and partner offers").uncheck();
        press(p, "Create account");
        seen(p, "Welcome aboard!");
      }),
      Map.entry("nachbarschaftsmediation", p -> {
        p.getByLabel("Anrede").selectOption("frau");
        p.getByLabel(marked("Vorname")).fill("Hannah");
        p.getByLabel(marked("Nachname")).fill("Becker");
        p.getByLabel(marked("Straße und Hausnummer")).fill("Boxhagener Straße 41");
        p.getByLabel(marked("PLZ")).fill("10245");
        p.getByLabel(marked("Ort")).fill("Berlin");
        p.getByLabel(marked("E-Mail")).fill("hannah.becker@example.de");
        p.getByLabel("Telefon (tagsüber)").fill("030 2945 7781");
        p.getByLabel(marked("Art des Konflikts")).selectOption("laerm");
        p.getByLabel("Seit wann besteht der Konflikt?").fill("2026-08-01");
        p.getByLabel("Beschreiben Sie die Situation kurz").fill("The tenants upstairs play loud music after midnight several times a week; "
            + "talking to them at the door has not helped.");
        p.getByLabel("Name der anderen Partei (falls bekannt)").fill("Family Krüger, 3rd floor");
        p.getByLabel("Nein", exact()).check();
        p.getByLabel("Abends").check();
        p.getByLabel("Samstags").check();
        p.getByLabel("Ich habe die Datenschutzhinweise gelesen").check();
        press(p, "Anmeldung absenden");
        seen(p, "Ihre Anmeldung ist eingegangen");
      }),
      Map.entry("location-costumes", p -> {
        p.getByLabel("Prénom").fill("Élodie");
        p.getByLabel("Nom", exact()).fill("Marchand");
        p.getByLabel("Adresse e-mail").fill("elodie.marchand@example.fr");
        p.getByLabel("Téléphone").fill("06 12 84 39 70");
        p.getByLabel("Occasion").selectOption("theatre");
        p.getByLabel("Époque, thème ou personnages souhaités").fill("Molière, XVIIe siècle");
        p.getByLabel("Date de retrait").fill("2027-01-22");
        p.getByLabel("Date de retour").fill("2027-01-26");
        p.getByLabel("Nombre de costumes").fill("6");
        p.getByLabel("Tailles").fill("3 × M, 2 × L, 1 × S");
        p.getByLabel("Chapeaux et coiffes").check();
        p.getByLabel("Perruques").check();
        p.getByLabel("En boutique (Lyon 1er)").check();
        p.getByLabel("Votre message").fill("Troupe amateur, représentation du Malade imaginaire le 24 janvier.");
        p.getByLabel("J'accepte les conditions générales de location").check();
        p.getByLabel("Je souhaite recevoir la lettre d'information").uncheck();
        press(p, "Envoyer ma demande");
        seen(p, "votre demande est bien envoyée");
      }),
      Map.entry("taller-jazz", p -> {
        p.getByLabel("Nombre", exact()).fill("Lucía");
        p.getByLabel("Apellidos").fill("Ferrer Ibáñez");
        p.getByLabel("Correo electrónico").fill("lucia.ferrer@example.es");
        p.getByLabel("Teléfono móvil").fill("655 218 904");
        p.getByLabel("Fecha de nacimiento").fill("2001-06-11");
        p.getByLabel("Instrumento principal").selectOption("saxo");
        p.getByLabel("Años tocando el instrumento").fill("7");
        p.getByLabel("Intermedio").check();
        p.getByLabel("Sí, con soltura").check();
        p.getByLabel("Enlace a una grabación tuya (opcional)").fill("https://video.example.es/lucia-ferrer/autumn-leaves");
        p.getByLabel("¿Por qué quieres participar?").fill("Toco el saxo alto en la banda de mi pueblo y quiero aprender a improvisar sobre "
            + "estándares con otros músicos.");
        p.getByLabel("He leído y acepto la política de privacidad").check();
        p.getByLabel("Quiero recibir novedades sobre conciertos").uncheck();
        press(p, "Enviar solicitud");
        seen(p, "¡Solicitud enviada!");
      }),
      Map.entry("sushe-tiaohuan", p -> {
        p.getByLabel(marked("学号")).fill("2023104517");
        p.getByLabel(marked("姓名")).fill("Chen Yuting");
        p.getByLabel(marked("所在学院")).selectOption("waiguoyu");
        p.getByLabel(marked("电子邮箱")).fill("chen.yuting@example.edu.cn");
        p.getByLabel(marked("手机号码")).fill("139 1274 5580");
        p.getByLabel(marked("当前宿舍楼")).selectOption("E5");
        p.getByLabel(marked("当前房间号")).fill("412");
        p.getByLabel(marked("希望调往")).selectOption("W2");
        p.getByLabel("希望调换日期").fill("2026-12-14");
        p.getByLabel("作息时间不同").check();
        p.getByLabel(marked("情况说明")).fill("My roommates study until 2 a.m. every night and I have lab sessions at 8 a.m., so I cannot sleep enough.");
        p.getByLabel("否", exact()).check();
        p.getByLabel("本人承诺以上信息真实").check();
        press(p, "提交申请");
        seen(p, "申请提交成功");
      }),
      Map.entry("maktabat-albuthur", p -> {
        p.getByLabel("الاسم الكامل").fill("ليلى منصور");
        p.getByLabel("البريد الإلكتروني").fill("layla.mansour@example.com");
        p.getByLabel("رقم الجوال").fill("+971 50 123 4487");
        p.getByLabel("الحي", exact()).selectOption("alzuhur");
        p.getByLabel("طماطم").check();
        p.getByLabel("ريحان").check();
        p.getByLabel("شرفة أو أصص").check();
        p.getByLabel("مبتدئ", exact()).check();
        p.getByLabel("موعد الاستلام المفضل").fill("2027-03-06");
        p.getByLabel("ملاحظات").fill("أول مرة أزرع، أرجو بعض النصائح عن الري.");
        p.getByLabel("أتعهد بمحاولة إعادة بعض البذور").check();
        p.getByLabel("أرغب في تلقي النشرة الشهرية").uncheck();
        press(p, "إرسال الطلب");
        seen(p, "تم استلام طلبك بنجاح");
      }),
      Map.entry("conference-childcare", p -> {
        p.getByLabel("Your name").fill("Dr Anneke de Vries");
        p.getByLabel("Registration number").fill("EG27-40318");
        p.getByLabel("Email", exact()).fill("a.devries@example.nl");
        p.getByLabel("Mobile number during the congress").fill("+31 6 1234 8876");
        p.getByLabel("Child's first name").fill("Sem");
        p.getByLabel("Child's last name").fill("de Vries");
        p.getByLabel("Child's date of birth").fill("2022-09-03");
        p.getByLabel("Language(s) your child speaks").fill("Dutch, some English");
        p.getByLabel("Allergies, medical or dietary needs").fill("Lactose intolerant");
        p.getByLabel("Wednesday 7 April").check();
        p.getByLabel("Thursday 8 April").check();
        p.getByLabel("Session", exact()).selectOption("am");
        p.getByLabel("Other adult allowed to collect the child (name)").fill("Pieter de Vries");
        group(p, "May the provider take photos of your child during activities?").getByLabel("No", exactIn()).check();
        p.getByLabel("I have read the childcare rules").check();
        press(p, "Book childcare");
        seen(p, "Childcare place requested");
      }));
}
