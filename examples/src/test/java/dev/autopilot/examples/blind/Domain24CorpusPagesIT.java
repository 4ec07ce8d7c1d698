package dev.autopilot.examples.blind;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the twenty-fourth domains corpus ({@code domains24}) works for a person, independently of
 * the library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts. A person unticks the boxes the page ticked for them and they did not
 * agree to (a handbook listing and a newsletter, sponsor offers, a ringing email list, Instagram
 * sharing, club news, a balloon newsletter, image rights, falconry offers, research use of DNA
 * data, SMS offers, and a Vue app's marketing box), keeps the pre-ticked boxes they do want (a
 * weather-cancellation text, AGM papers by email), keeps the defaults that already say what they
 * want (a payment method, a palette, a coach choice, a courier), changes the ones that do not (a
 * hire length, an activity language, a payment method), types a date the way flatpickr shows it
 * (d/m/Y), and works the widgets as they show (tom-select's search, pill-styled radios by their
 * labels, a Vue form that reveals a field).
 */
class Domain24CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain24CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS24, 14, 5);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("bowls-club-membership", p -> {
        p.getByLabel("Title", exact()).selectOption("mrs");
        p.getByLabel("First name").fill("Margaret");
        p.getByLabel("Surname").fill("Ellery");
        p.getByLabel("Date of birth").fill("1957-04-09");
        p.getByLabel("Address *", exact()).fill("17 Cranmore Avenue");
        p.getByLabel("Town").fill("Westbury");
        p.getByLabel("Postcode").fill("BA13 3PL");
        p.getByLabel("Telephone *", exact()).fill("01373 960 214");
        p.getByLabel("Email *", exact()).fill("m.ellery@example.co.uk");
        p.getByLabel("Senior playing member").check();
        p.getByLabel("Bowling experience").selectOption("SOC");
        p.getByLabel("Tuesday afternoon triples league").check();
        p.getByLabel("Saturday friendlies against other clubs").check();
        group(p, "Would you like three free coaching sessions").getByLabel("Yes", exactIn()).check();
        p.getByLabel("I'd like to borrow a set of club woods").check();
        p.getByLabel("Proposed by").fill("Jean Hartley");
        p.getByLabel("I agree to abide by the club rules").check();
        p.getByLabel("Include my name and telephone number").uncheck();
        p.getByLabel("Send me the Green Lines club newsletter").uncheck();
        press(p, "Send application");
        seen(p, "Your membership application has been received");
      }),
      Map.entry("bridge-club-beginners", p -> {
        p.getByLabel("Absolute beginners – 10 Thursday mornings").check();
        p.getByLabel("Full name").fill("Derek Fairbairn");
        p.getByLabel("Email").fill("derek.fairbairn@example.com");
        p.getByLabel("Phone").fill("07700 900 318");
        p.getByLabel("Have you played card games before?").selectOption("whist");
        group(p, "Are you coming with a partner?").getByLabel("Yes – we'll sign up together").check();
        p.getByLabel("Partner's name").fill("Anne Fairbairn");
        p.getByLabel("I'd like large-print bidding boxes").check();
        p.getByLabel("How did you hear about us?").selectOption("friend");
        p.getByLabel("I understand the course fee").check();
        p.getByLabel("Tell me about the club's relaxed social sessions").check();
        press(p, "Enrol me");
        seen(p, "You’re enrolled!");
      }),
      Map.entry("car-boot-sale-pitch", p -> {
        // tom-select: open the control, type to search, take the option
        p.locator("#sale_date + .ts-wrapper .ts-control").click();
        p.keyboard().type("16 May");
        p.locator(".ts-dropdown").getByRole(AriaRole.OPTION, new Locator.GetByRoleOptions().setName("Sunday 16 May 2027")).click();
        p.getByLabel("Car plus one table").check();
        p.getByLabel("Vehicle registration").fill("WD19 KXP");
        p.getByLabel("Extra tables to hire").fill("1");
        p.getByLabel("Clothes, shoes and bags").check();
        p.getByLabel("Books, DVDs, CDs and games").check();
        p.getByLabel("Toys and baby equipment").check();
        p.getByLabel("Arrival time").selectOption("A2");
        p.getByLabel("Want to be next to a friend?").fill("Kerry Dunn");
        p.getByLabel("Name *", exact()).fill("Lauren Pike");
        p.getByLabel("Email *", exact()).fill("lauren.pike@example.co.uk");
        p.getByLabel("Mobile *", exact()).fill("07700 900 927");
        p.getByLabel("I confirm I am not selling new goods").check();
        p.getByLabel("I will take all unsold items").check();
        p.getByLabel("Send me offers from our sponsors").uncheck();
        press(p, "Book my pitch");
        seen(p, "Your pitch is booked");
      }),
      Map.entry("bell-ringing-practice", p -> {
        p.getByLabel("Return to ringing after a break").check();
        p.getByLabel("Name", exact()).fill("Richard Aston");
        p.getByLabel("Email", exact()).fill("richard.aston@example.org.uk");
        p.getByLabel("Phone", exact()).fill("01279 960 443");
        p.getByLabel("Age group").selectOption("ADULT");
        p.getByLabel("Tower and practice night").selectOption("MH-THU");
        p.getByLabel("Date of your first visit").fill("2027-03-11");
        p.getByLabel("Rounds and call changes").check();
        p.getByLabel("Plain Hunt").check();
        p.getByLabel("Plain Bob Doubles or Minor").check();
        p.getByLabel("Tower or association you ring").fill("St Michael's, Bishop's Stortford");
        group(p, "Can you manage a steep spiral staircase").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Anything else the Tower Captain should know?").fill("Last rang regularly in 2009, happy to start on the treble.");
        p.getByLabel("I understand that bell ropes can be dangerous").check();
        p.getByLabel("Add me to the District's").uncheck();
        press(p, "Let the Tower Captain know");
        seen(p, "The Tower Captain has your details");
      }),
      Map.entry("clock-repair-estimate", p -> {
        p.getByLabel("Type of clock").selectOption("LONG");
        p.getByLabel("Maker and approximate age").fill("John Wainwright, Leeds, around 1790");
        p.getByLabel("Weights on chains or cables").check();
        p.getByLabel("Does it strike or chime?").selectOption("hour");
        p.getByLabel("Stopped or won't keep running").check();
        p.getByLabel("Strike or chime is wrong or silent").check();
        p.getByLabel("Describe the fault").fill("Runs for a day then stops; the strike went out of sequence after we moved house.");
        p.getByLabel("When was it last serviced?").selectOption("UNK");
        p.getByLabel("Please collect it").check();
        p.getByLabel("Your postcode").fill("HG4 1QS");
        p.getByLabel("Name *", exact()).fill("Helen Brightwell");
        p.getByLabel("Email *", exact()).fill("helen.brightwell@example.co.uk");
        p.getByLabel("Phone", exact()).fill("01765 960 552");
        p.getByLabel("I understand the estimate is free").check();
        press(p, "Request estimate");
        seen(p, "your estimate request");
      }),
      Map.entry("community-first-aid-course", p -> {
        p.getByLabel("Community first aid evening – 3 hours, free").check();
        p.getByLabel("Course date").selectOption("c0407");
        p.getByLabel("Number of places").fill("2");
        p.getByLabel("A community group or organisation").check();
        p.getByLabel("Name of group or organisation").fill("Hollybush Lane Residents' Association");
        p.getByLabel("Full name").fill("Imran Qureshi");
        p.getByLabel("Email").fill("imran.qureshi@example.com");
        p.getByLabel("Phone").fill("07700 900 164");
        p.getByLabel("There is a public defibrillator").check();
        p.getByLabel("I volunteer or run a community group").check();
        p.getByLabel("I agree to the booking terms").check();
        p.getByLabel("Keep me posted about future courses").uncheck();
        press(p, "Book places");
        seen(p, "Booking confirmed");
      }),
      Map.entry("cricket-nets-booking", p -> {
        p.getByLabel("Outdoor artificial net").check();
        p.getByLabel("Hire the bowling machine").check();
        p.getByLabel("Date", exact()).fill("2027-05-19");
        p.getByLabel("Start time").selectOption("t1800");
        p.getByLabel("Length", exact()).selectOption("90");
        p.getByLabel("Number of players").fill("4");
        p.getByLabel("Balls", exact()).selectOption("OWN");
        group(p, "Coaching").getByLabel("No coach").check();
        p.getByLabel("Name", exact()).fill("Sam Okafor");
        group(p, "Are you an Ashcombe CC member?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Membership number").fill("ACC-0472");
        p.getByLabel("Team or club").fill("Ashcombe 3rd XI");
        p.getByLabel("Email", exact()).fill("sam.okafor@example.com");
        p.getByLabel("Mobile", exact()).fill("07700 900 285");
        p.getByLabel("I confirm every batter will wear a helmet").check();
        p.getByLabel("Email me about junior camps").uncheck();
        press(p, "Book net");
        seen(p, "Your net is booked");
      }),
      Map.entry("embroidery-commission", p -> {
        p.getByLabel("What would you like made?").selectOption("PET");
        // the hoop sizes are pills: the radio is hidden under its label, which a person clicks
        p.locator("label[for=s20]").click();
        p.getByLabel("Colours").selectOption("FULL");
        p.getByLabel("Wording to stitch").fill("Biscuit 2014–2026");
        p.getByLabel("Flowing script").check();
        p.getByLabel("Tell me about it").fill("Border terrier, sitting, with his red collar. I'll email three photos.");
        p.getByLabel("Needed by").fill("2027-11-30");
        p.getByLabel("Budget").selectOption("HIGH");
        p.getByLabel("Gift wrap with a handwritten card").check();
        p.getByLabel("Message for the card").fill("Merry Christmas Mum, love from Tom & Ellie");
        p.getByLabel("Royal Mail Tracked 48").check();
        p.getByLabel("Your name").fill("Ellie Marsh");
        p.getByLabel("Email *", exact()).fill("ellie.marsh@example.co.uk");
        p.getByLabel("I understand each commission is made by hand").check();
        p.getByLabel("You may share photos of my finished piece").uncheck();
        press(p, "Send my commission request");
        seen(p, "Your commission request has been sent");
      }),
      Map.entry("allotment-agm-motion", p -> {
        p.getByLabel("Your name").fill("Graham Tulloch");
        p.getByLabel("Plot number *", exact()).fill("C7");
        p.getByLabel("Email *", exact()).fill("graham.tulloch@example.org.uk");
        p.getByLabel("Telephone").fill("0161 496 0734");
        p.getByLabel("Seconder's name").fill("Pauline Okonkwo");
        p.getByLabel("Seconder's plot number").fill("C12");
        p.getByLabel("Short title").fill("Water butts for every plot");
        p.getByLabel("Spending from Society funds").check();
        p.getByLabel("If spending, the amount").fill("1200");
        p.getByLabel("Wording of the motion").fill("That the Society spends up to £1,200 from the reserve fund on one 200-litre water butt"
            + " for each plot, to be fitted by volunteers before June 2027.");
        p.getByLabel("Supporting statement").fill("Mains water use rose by 40% last summer and another hosepipe ban is likely.");
        p.getByLabel("Yes, in person").check();
        p.getByLabel("I confirm my seconder has agreed").check();
        p.getByLabel("I agree to my name and plot number being printed").check();
        press(p, "Submit motion to the Secretary");
        seen(p, "The Secretary has received your motion");
      }),
      Map.entry("ballonfahrt-gutschein", p -> {
        p.getByLabel("Ballonfahrt für 2 Personen").check();
        p.getByLabel("Bevorzugter Startplatz").selectOption("FUE");
        group(p, "Beschenkte Person").getByLabel("Vorname").fill("Annette");
        group(p, "Beschenkte Person").getByLabel("Nachname").fill("Vogl");
        p.getByLabel("Persönlicher Grußtext").fill("Alles Gute zum 60. Geburtstag – endlich mal von oben!");
        p.getByLabel("Gedruckt in edler Geschenkbox").check();
        group(p, "Besteller/in").getByLabel("Vorname").fill("Thomas");
        group(p, "Besteller/in").getByLabel("Nachname").fill("Vogl");
        p.getByLabel("Straße und Hausnummer").fill("Lindenweg 12");
        p.getByLabel("PLZ").fill("87435");
        p.getByLabel("Ort *", exact()).fill("Kempten (Allgäu)");
        p.getByLabel("E-Mail *", exact()).fill("thomas.vogl@example.de");
        p.getByLabel("Telefon", exact()).fill("0831 9602 4471");
        p.getByLabel("Zahlungsart").selectOption("PP");
        p.getByLabel("Ich habe die AGB").check();
        p.getByLabel("Mir ist bekannt, dass Ballonfahrten wetterabhängig sind").check();
        p.getByLabel("Newsletter mit freien Fahrterminen").uncheck();
        press(p, "Zahlungspflichtig bestellen");
        seen(p, "Ihre Gutscheinbestellung ist bei uns eingegangen");
      }),
      Map.entry("formation-bnssa", p -> {
        p.getByLabel("Madame").check();
        p.getByLabel("Nom *", exact()).fill("Le Goff");
        p.getByLabel("Prénom *", exact()).fill("Maëlle");
        p.getByLabel("Date de naissance").fill("2007-06-21");
        p.getByLabel("Commune de naissance").fill("Quimper");
        p.getByLabel("Adresse électronique").fill("maelle.legoff@example.fr");
        p.getByLabel("Téléphone portable").fill("06 12 34 56 78");
        p.getByLabel("Session *", exact()).selectOption("PRINTEMPS");
        p.getByLabel("Oui, je suis titulaire du PSE1").check();
        p.getByLabel("N° du diplôme PSE1").fill("PSE1-29-2026-0418");
        p.getByLabel("Pratique de la natation").selectOption("CLUB");
        p.getByLabel("Certificat médical").check();
        p.getByLabel("Photo d'identité récente").check();
        p.getByLabel("Copie recto-verso").check();
        p.getByLabel("Copie du diplôme PSE1").check();
        p.getByLabel("Personnel", exact()).check();
        p.getByLabel("J'ai lu et j'accepte le règlement intérieur").check();
        p.getByLabel("J'autorise le CDSS 29").uncheck();
        p.getByLabel("Je souhaite recevoir les offres d'emploi").check();
        press(p, "Envoyer ma pré-inscription");
        seen(p, "Votre pré-inscription a bien été enregistrée");
      }),
      Map.entry("experiencia-cetreria", p -> {
        p.getByLabel("Halconero por un día").check();
        // flatpickr with allowInput: type the date as the page shows it, leave the field, close the calendar
        p.getByLabel("Fecha").fill("22/04/2027");
        p.getByLabel("Fecha").press("Tab");
        p.locator("h1").click();
        p.getByLabel("Turno").selectOption("M10");
        p.getByLabel("Adultos").fill("2");
        p.getByLabel("Niños").fill("1");
        p.getByLabel("Idioma de la actividad").selectOption("EN");
        p.getByLabel("Recogida en el hotel").check();
        p.getByLabel("Nombre del hotel").fill("Hotel Catalonia Ronda");
        p.getByLabel("Reportaje fotográfico").check();
        p.getByLabel("Nombre y apellidos").fill("Oliver Bennett");
        p.getByLabel("Correo electrónico").fill("oliver.bennett@example.co.uk");
        p.getByLabel("Teléfono").fill("+44 7700 900 561");
        p.getByLabel("Observaciones").fill("Our son is 11 and very keen; nobody has allergies.");
        p.getByLabel("He leído y acepto las normas").check();
        p.getByLabel("Acepto la política de privacidad").check();
        p.getByLabel("Deseo recibir ofertas").uncheck();
        press(p, "Reservar experiencia");
        seen(p, "Hemos recibido tu reserva");
      }),
      Map.entry("jiyin-xungen-taohe", p -> {
        p.getByLabel("父系 Y 染色体溯源").check();
        p.getByLabel("购买数量").fill("1");
        group(p, "受检者性别").getByLabel("男", exactIn()).check();
        p.getByLabel("姓氏").fill("林");
        p.getByLabel("祖籍省份").selectOption("FJ");
        p.getByLabel("祖籍县/市").fill("莆田市仙游县");
        p.getByLabel("收件人").fill("林志强");
        p.getByLabel("手机号码").fill("13905921847");
        p.getByLabel("所在地区").fill("上海市浦东新区");
        p.getByLabel("详细地址").fill("张杨路1500号3号楼1202室");
        p.getByLabel("需要电子发票").check();
        p.getByLabel("发票抬头").fill("林志强");
        p.getByLabel("我已阅读并同意").check();
        p.getByLabel("同意将我的去标识化数据").uncheck();
        press(p, "提交订单");
        seen(p, "订单提交成功");
      }),
      Map.entry("dawrat-dirajat-nariya", p -> {
        p.getByLabel("دورة لحاملي رخصة دراجة نارية أجنبية").check();
        p.getByLabel("ناقل الحركة").selectOption("MAN");
        p.getByLabel("الاسم الكامل").fill("Daniel Reyes");
        p.getByLabel("الجنسية").selectOption("PH");
        p.getByLabel("رقم الهوية الإماراتية").fill("784-1990-4417723-6");
        p.getByLabel("تاريخ الميلاد").fill("1990-08-14");
        p.getByLabel("رقم الجوال").fill("+971 55 987 6543");
        p.getByLabel("البريد الإلكتروني").fill("daniel.reyes@example.com");
        p.getByLabel("رخصة قيادة سيارة خفيفة إماراتية").check();
        p.getByLabel("رخصة دراجة نارية صادرة من دولة أخرى").check();
        p.getByLabel("الفرع").selectOption("DXB-QZ");
        p.getByLabel("مسائية").check();
        p.getByLabel("تاريخ البدء المفضل").fill("2027-02-06");
        p.getByLabel("استئجار الخوذة").check();
        p.getByLabel("ملاحظات").fill("I rode a 400cc bike in Manila for six years.");
        p.getByLabel("أقر بصحة المعلومات").check();
        p.getByLabel("أرغب في تلقي العروض").uncheck();
        press(p, "إرسال طلب التسجيل");
        seen(p, "تم استلام طلب التسجيل بنجاح");
      }));
}
