package dev.autopilot.examples.blind;

import com.microsoft.playwright.Page;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the seventh domains corpus ({@code domains7}) works for a person, independently of the
 * library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts. A person unticks the boxes the page ticked for them and they did not
 * agree to.
 */
class Domain7CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain7CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS7, 14, 5);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("hackerspace-membership", p -> {
        p.getByLabel("Full name").fill("Jonas Eriksen");
        p.getByLabel("Nickname on the wiki").fill("jeriksen");
        p.getByLabel("Email").fill("jonas.eriksen@example.org");
        p.getByLabel("Mobile").fill("+44 7700 900812");
        p.getByLabel("Date of birth").fill("1990-05-14");
        p.getByLabel("3D printing").check();
        p.getByLabel("Electronics & soldering").check();
        p.getByLabel("Skills you could share with others").fill("Soldering basics and KiCad PCB layout");
        p.getByLabel("Contact person").fill("Marta Eriksen");
        p.getByLabel("Their phone number").fill("+44 7700 900813");
        p.getByLabel("I have read and accept the Bitforge code of conduct").check();
        p.getByLabel("Send me the monthly Bitforge newsletter").uncheck();
        press(p, "Register as member");
        seen(p, "Welcome aboard!");
      }),
      Map.entry("citizen-science-sighting", p -> {
        p.locator("#species").selectOption("red-kite");
        p.locator("#count").fill("2");
        p.getByLabel("Hunting / hovering").check();
        p.locator("#obs-date").fill("2027-04-12");
        p.locator("#obs-time").fill("14:30");
        p.locator("#gridref").fill("Farley Mount");
        p.locator("#habitat").selectOption("farmland");
        p.locator("#observer").fill("Ruth Abernethy");
        p.locator("#obs-email").fill("ruth.abernethy@example.ac.uk");
        p.locator("#notes").fill("One bird had a green wing tag on the left wing.");
        p.getByLabel("I agree that my record is shared").check();
        press(p, "Send record");
        seen(p, "Thank you for your record");
      }),
      Map.entry("bestattung-anfrage", p -> {
        p.locator("#vorname").fill("Sarah");
        p.locator("#nachname").fill("Hoffmann");
        p.locator("#tel").fill("+49 170 1234567");
        p.locator("#mail").fill("sarah.hoffmann@example.de");
        p.getByLabel("Verhältnis zur verstorbenen Person").selectOption("kind");
        p.locator("#vname").fill("Walter Hoffmann");
        p.getByLabel("Sterbedatum").fill("2027-01-18");
        p.getByLabel("Sterbeort").selectOption("krankenhaus");
        p.getByLabel("Feuerbestattung (Urne)").check();
        p.getByLabel("Wann dürfen wir Sie zurückrufen?").selectOption("nachmittag");
        p.getByLabel("Ihre Nachricht an uns").fill("My father wished to be cremated and buried next to my mother in the Waldfriedhof.");
        p.getByLabel("Ja, senden Sie mir auch Informationen").uncheck();
        p.getByLabel("Ich habe die Datenschutzerklärung gelesen").check();
        press(p, "Rückruf anfordern");
        seen(p, "Ihre Anfrage ist bei uns eingegangen");
      }),
      Map.entry("escale-port", p -> {
        p.locator("#nom").fill("Le Goff");
        p.locator("#prenom").fill("Yann");
        p.locator("#courriel").fill("yann.legoff@example.fr");
        p.locator("#portable").fill("06 12 34 56 78");
        p.locator("#bateau").fill("Korrigan");
        p.locator("#immat").fill("SM 482913");
        p.locator("#longueur").fill("9.5");
        p.locator("#tirant").fill("1.7");
        p.getByLabel("Pavillon").selectOption("FR");
        p.getByLabel("Voilier monocoque").check();
        p.getByLabel("Date d'arrivée").fill("2027-07-14");
        p.getByLabel("Date de départ").fill("2027-07-17");
        p.getByLabel("Nombre de personnes à bord").fill("3");
        p.getByLabel("Port de provenance").fill("Roscoff");
        p.getByLabel("J'ai pris connaissance du règlement").check();
        p.getByLabel("J'accepte de recevoir les offres").uncheck();
        press(p, "Envoyer la demande");
        seen(p, "Demande enregistrée");
      }),
      Map.entry("reserva-pabellon", p -> {
        p.locator("#entidad").fill("Club Voleibol Getafe Sur");
        p.locator("#cif").fill("G87654321");
        p.locator("#responsable").fill("Marta Gil Serrano");
        p.locator("#correo").fill("marta.gil@cvgetafesur.example.es");
        p.locator("#telefono").fill("654 321 987");
        p.locator("#deporte").selectOption("voleibol");
        p.locator("#pabellon").selectOption("san-isidro");
        p.getByLabel("Entrenamiento").check();
        p.locator("#fecha").fill("2027-02-06");
        p.locator("#inicio").selectOption("18:00");
        p.locator("#fin").selectOption("20:00");
        p.locator("#participantes").fill("14");
        p.getByLabel("Declaro conocer y acepto las normas").check();
        press(p, "Enviar solicitud");
        seen(p, "¡Solicitud registrada!");
      }),
      Map.entry("tingli-jiancha", p -> {
        p.locator("#xingming").fill("Chen Xiaoyu");
        p.getByLabel("女", exact()).check();
        p.locator("#shengri").fill("1962-08-30");
        p.locator("#shouji").fill("13912345678");
        p.locator("#youxiang").fill("chen.xiaoyu@example.cn");
        p.locator("#xiangmu").selectOption("er-ming");
        p.locator("#riqi").fill("2027-03-18");
        p.getByLabel("上午 9:00–12:00").check();
        p.getByLabel("否", exact()).check();
        p.locator("#zhengzhuang").fill("Ringing in the left ear for three months, worse at night.");
        p.getByLabel("我已阅读并同意《隐私政策》").check();
        p.getByLabel("接收康声优惠活动短信推送").uncheck();
        press(p, "提交预约");
        seen(p, "预约成功");
      }),
      Map.entry("solar-quote", p -> {
        p.getByLabel("Street address").fill("27 Wellington Road");
        p.getByLabel("Town").fill("Stockport");
        p.getByLabel("Postcode").fill("SK4 2AB");
        p.getByLabel("Type of home").selectOption("semi");
        p.getByLabel("South", exact()).check();
        p.getByLabel("Is the roof shaded?").selectOption("some");
        p.getByLabel("Yearly electricity use").fill("3800");
        p.getByLabel("Do you have or plan an electric car?").selectOption("planning");
        p.getByLabel("First name").fill("Owen");
        p.getByLabel("Surname").fill("Bradshaw");
        p.getByLabel("Email").fill("owen.bradshaw@example.co.uk");
        p.getByLabel("Phone").fill("0161 496 0752");
        p.getByLabel("Best time to call").selectOption("evening");
        p.getByLabel("Brightside Solar may contact me").check();
        p.getByLabel("Share my details with Brightside's finance").uncheck();
        press(p, "Book my free survey");
        seen(p, "You're booked in for a survey");
      }),
      Map.entry("chess-congress-entry", p -> {
        p.locator("#p_first").fill("Imogen");
        p.locator("#p_last").fill("Clarke");
        p.locator("#p_ecf").fill("C45872");
        p.locator("#p_fide").fill("424517");
        p.locator("#p_rating").fill("1720");
        p.locator("#p_club").fill("Leeds Chess Club");
        p.getByLabel("Major (under 1900)").check();
        p.getByLabel("Round 4").check();
        p.locator("#c_email").fill("imogen.clarke@example.org.uk");
        p.locator("#c_tel").fill("07700 900561");
        p.getByLabel("I agree to play under the FIDE Laws of Chess").check();
        p.getByLabel("Email me about future congresses").uncheck();
        press(p, "Enter the congress");
        seen(p, "You are entered in the Northern Rapidplay Chess Congress 2027");
      }),
      Map.entry("film-festival-submission", p -> {
        p.getByLabel("Film title").fill("The Lighthouse Keeper's Daughter");
        p.getByLabel("Running time (minutes)").fill("17");
        p.getByLabel("Year of completion").selectOption("2026");
        p.getByLabel("Country of production").selectOption("IE");
        p.getByLabel("Documentary").check();
        p.getByLabel("Logline").fill("A woman returns to the island where she grew up to record her father's last winter on the light.");
        p.getByLabel("Synopsis").fill("Filmed over one winter on Inishtrahull, the film follows Nora as she helps her father close the lighthouse for the last time.");
        p.getByLabel("Private screener link").fill("https://vimeo.com/812345678/ab12cd34ef");
        p.getByLabel("Premiere status").selectOption("world");
        p.getByLabel("Director").fill("Niamh Gallagher");
        p.locator("#sub-email").fill("niamh@gallagherfilms.example.ie");
        p.locator("#sub-phone").fill("+353 87 123 4567");
        p.getByLabel("I hold the rights to this film").check();
        press(p, "Submit film");
        seen(p, "Your film has been submitted");
      }),
      Map.entry("data-access-request", p -> {
        p.getByLabel("Full name").fill("Aisha Rahman");
        p.getByLabel("Any previous names").fill("Aisha Qureshi");
        p.getByLabel("Day").fill("23");
        p.getByLabel("Month").fill("11");
        p.getByLabel("Year").fill("1979");
        p.getByLabel("Customer account number").fill("4102937756");
        p.getByLabel("Supply address").fill("8 Kingfisher Close, Norwich NR4 7QP");
        p.getByLabel("Email address").fill("aisha.rahman@example.co.uk");
        p.getByLabel("Only specific information").check();
        p.getByLabel("Tell us what you are looking for")
            .fill("Recordings of my phone calls with you and all meter readings between January and June 2026.");
        p.getByLabel("By email, as electronic files").check();
        p.getByLabel("I confirm I am the person named above").check();
        press(p, "Send request");
        seen(p, "Your subject access request reference is");
      }),
      Map.entry("blue-badge-application", p -> {
        p.getByLabel("Title").selectOption("Mrs");
        p.getByLabel("First name(s)").fill("Margaret");
        p.getByLabel("Last name").fill("Doyle");
        p.getByLabel("Date of birth").fill("1948-02-11");
        p.getByLabel("National Insurance number").fill("JT 48 22 19 B");
        p.getByLabel("Home address").fill("3 Orchard Row, Calderbrook");
        p.getByLabel("Postcode").fill("OL15 9PL");
        p.getByLabel("Telephone").fill("01706 555 218");
        p.getByLabel("Email").fill("margaret.doyle@example.co.uk");
        press(p, "Continue");
        p.getByLabel("I have a permanent condition that makes walking very difficult").check();
        p.getByLabel("How far can you walk without stopping?").selectOption("20-50");
        p.getByLabel("Walking stick").check();
        p.getByLabel("Describe your condition").fill("Severe osteoarthritis in both knees; I have to stop after a few steps because of pain.");
        p.getByLabel("Vehicle registration (optional)").fill("YD19 KHP");
        p.getByLabel("I declare that the information I have given is correct").check();
        press(p, "Submit application");
        seen(p, "Application submitted");
      }),
      Map.entry("ziraat-ashjar", p -> {
        p.locator("#ism").fill("سلمى عبدالله الحربي");
        p.locator("#hawiya").fill("1087654321");
        p.locator("#jawwal").fill("0551234567");
        p.locator("#bareed").fill("salma.alharbi@example.sa");
        p.locator("#hay").selectOption("al-nahdah");
        p.locator("#unwan").fill("شارع الأمير فيصل، بجوار مسجد النهضة");
        p.getByLabel("أمام المنزل").check();
        p.locator("#adad").fill("2");
        p.locator("#naw").selectOption("sidr");
        p.locator("#mawid").fill("2027-01-20");
        p.getByLabel("أتعهد بري الشجرة").check();
        p.getByLabel("أوافق على استخدام بياناتي").check();
        press(p, "إرسال الطلب");
        seen(p, "تم استلام طلبك بنجاح");
      }),
      Map.entry("furniture-collection", p -> {
        p.locator("[name=your-name]").fill("Peter Lindqvist");
        p.locator("[name=your-phone]").fill("0114 496 0873");
        p.locator("[name=your-email]").fill("peter.lindqvist@example.com");
        p.locator("[name=address]").fill("41 Crookesmoor Road, Sheffield");
        p.locator("[name=postcode]").fill("S10 1BA");
        p.getByLabel("Sofa", exact()).check();
        p.getByLabel("Dining table", exact()).check();
        p.getByLabel("Dining chairs", exact()).check();
        p.locator("[name=description]").fill("Grey three-seater sofa, oak table that seats six, four matching chairs. All in good condition.");
        p.locator("[name=floor]").selectOption("First floor");
        p.getByLabel("No", exact()).check();
        p.locator("[name=collection-date]").fill("2027-02-01");
        p.getByLabel("Any sofas or armchairs have their fire-safety label attached").check();
        p.getByLabel("Pass my details to partner charities").uncheck();
        press(p, "Request collection");
        seen(p, "Thank you for your message");
      }),
      Map.entry("language-tandem", p -> {
        p.locator("#tandem-firstName").fill("Tomás");
        p.locator("#tandem-lastName").fill("Ferreira");
        p.locator("#tandem-uniEmail").fill("t.ferreira@sms.ed.ac.uk");
        p.locator("#tandem-status").selectOption("pg");
        p.locator("#tandem-speaks").selectOption("pt");
        p.locator("#tandem-learns").selectOption("de");
        p.getByLabel("Intermediate (B1–B2)").check();
        p.getByLabel("Online video call").check();
        p.getByLabel("In a café").check();
        p.locator("#tandem-availability").fill("Tuesday and Thursday evenings after 6");
        p.locator("#tandem-aboutMe").fill("PhD student in geology from Porto, I like hiking and cooking.");
        p.getByLabel("I am 18 or older").check();
        p.getByLabel("I agree to the tandem community guidelines").check();
        press(p, "Find me a partner");
        seen(p, "You are on the tandem list");
      }));
}
