package dev.autopilot.examples.blind;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the twenty-second domains corpus ({@code domains22}) works for a person, independently of
 * the library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts. A person unticks the boxes the page ticked for them and they did not
 * agree to (six pages pre-tick a teachers' newsletter, partner offers, campsite offers, glazier
 * offers, promotional texts, a paid damage-cover add-on with a trade-in mailing, or a VIP club),
 * keeps the pre-ticked boxes they do want (a recipes email, appointment reminder texts) and the
 * defaults that already say what they want (the number of crystals, an under-2s count of none, a
 * city, a walk-in repair), and works the widgets as they show (select2's dropdown and search box,
 * radio cards clicked by their text, a Vue form, a two-step booking with a Continue button).
 */
class Domain22CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain22CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS22, 14, 5);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("aquarium-school-visit", p -> {
        p.getByLabel("School or organisation name").fill("St Aidan's C of E Primary School");
        p.getByLabel("School postcode").fill("NE30 2QT");
        p.getByLabel("Lead teacher's name").fill("Rachel Dunmore");
        p.getByLabel("Email address").fill("r.dunmore@staidans.example.sch.uk");
        p.getByLabel("Telephone").fill("0191 496 0732");
        p.getByLabel("Preferred date").fill("2027-05-12");
        p.getByLabel("Second-choice date").fill("2027-05-19");
        p.getByLabel("Arrival time").selectOption("1030");
        p.getByLabel("Key Stage 2 (age 7–11)").check();
        p.getByLabel("Number of pupils").fill("56");
        p.getByLabel("Number of adults").fill("7");
        p.getByLabel("Shark Senses").check();
        p.getByLabel("Plastic Ocean").check();
        p.getByLabel("Yes", exact()).check();
        p.getByLabel("How will your group travel here?").selectOption("COACH");
        p.getByLabel("Accessibility or special educational needs")
            .fill("Two pupils use wheelchairs; one pupil is autistic and may need a quiet space.");
        p.getByLabel("I confirm the school will complete its own risk assessment").check();
        p.getByLabel("Send me the termly teachers' newsletter").uncheck();
        press(p, "Send booking request");
        seen(p, "Your school visit request has been received");
      }),
      Map.entry("bridal-alterations-fitting", p -> {
        p.getByLabel("Your name").fill("Sophie Marchetti");
        p.getByLabel("Email").fill("sophie.marchetti@example.com");
        p.getByLabel("Mobile").fill("07700 900 218");
        p.getByLabel("Wedding date").fill("2027-08-21");
        p.getByLabel("Online", exact()).check();
        p.getByLabel("Designer and style name").fill("Pronovias Elcira");
        p.getByLabel("Hemming").check();
        p.getByLabel("Adding a bustle").check();
        p.getByLabel("Sewing in bra cups").check();
        p.getByLabel("Heel height of your wedding shoes").fill("8");
        p.getByLabel("Studio").selectOption("HGT");
        p.getByLabel("Preferred date for your first fitting").fill("2027-06-05");
        p.getByLabel("Time of day").selectOption("MORN");
        p.getByLabel("Anything else we should know?").fill("The dress is a size too big at the waist.");
        p.getByLabel("I understand a £50 deposit").check();
        p.getByLabel("Text me a reminder the day before").check();
        p.getByLabel("Send me offers from our partner wedding suppliers").uncheck();
        press(p, "Request my fitting");
        seen(p, "Your fitting request has been received");
      }),
      Map.entry("camping-reservation-emplacement", p -> {
        p.getByLabel("Date d'arrivée").fill("2027-07-24");
        p.getByLabel("Date de départ").fill("2027-08-03");
        p.getByLabel("Heure d'arrivée prévue").selectOption("16-18");
        p.getByLabel("Caravane", exact()).check();
        p.getByLabel("Longueur de la caravane").fill("7.2");
        p.getByLabel("Branchement électrique").selectOption("10");
        p.getByLabel("Un animal").check();
        p.getByLabel("Immatriculation du véhicule").fill("WR19 KXT");
        p.getByLabel("Adultes (13 ans et plus)").fill("2");
        p.getByLabel("Enfants (moins de 13 ans)").fill("2");
        p.getByLabel("Âge des enfants").fill("6 and 9");
        p.getByLabel("Nom *", exact()).fill("Pemberton");
        p.getByLabel("Prénom").fill("Gareth");
        p.getByLabel("Adresse e-mail").fill("gareth.pemberton@example.co.uk");
        p.getByLabel("Téléphone (avec indicatif pays)").fill("+44 7700 900461");
        p.getByLabel("Pays de résidence").selectOption("GB");
        p.getByLabel("Message ou demande particulière").fill("We'd like a shady pitch near the children's play area if possible.");
        p.getByLabel("J'ai lu et j'accepte les conditions générales").check();
        p.getByLabel("Je souhaite recevoir les offres").uncheck();
        press(p, "Envoyer ma demande");
        seen(p, "Votre demande de réservation a bien été envoyée");
      }),
      Map.entry("schornsteinfeger-termin", p -> {
        p.getByLabel("Feuerstättenschau").check();
        p.getByLabel("Gasheizung (Therme)").check();
        p.getByLabel("Kaminofen / Kachelofen (Holz)").check();
        p.getByLabel("Anrede").selectOption("frau");
        p.getByLabel("Vorname").fill("Monika");
        p.getByLabel("Nachname").fill("Huber");
        p.getByLabel("Telefon (tagsüber erreichbar)").fill("08031 960 5542");
        p.getByLabel("E-Mail", exact()).fill("monika.huber@example.de");
        p.getByLabel("Straße und Hausnummer").fill("Kufsteiner Straße 18");
        p.getByLabel("PLZ").fill("83022");
        p.getByLabel("Ort *", exact()).fill("Rosenheim");
        p.getByLabel("Frühestens ab").fill("2027-04-06");
        p.getByLabel("Dienstag").check();
        p.getByLabel("Donnerstag").check();
        p.getByLabel("vormittags (7–12 Uhr)").check();
        p.getByLabel("Wie kommen wir ins Haus?").selectOption("NACHBAR");
        p.getByLabel("Bemerkungen").fill("Schlüssel bei Familie Wagner, Hausnummer 20. Der Hund ist im Garten.");
        p.getByLabel("Bitte erinnern Sie mich per E-Mail").check();
        p.getByLabel("zur Kenntnis genommen").check();
        press(p, "Terminwunsch absenden");
        seen(p, "Ihr Terminwunsch wurde übermittelt");
      }),
      Map.entry("cookery-school-class", p -> {
        p.getByLabel("Class", exact()).selectOption("PASTA-SAT");
        p.getByLabel("Date", exact()).fill("2027-04-17");
        p.getByLabel("Number of places").selectOption("2");
        p.getByLabel("Names of the other cooks in your booking").fill("Daniel Okafor");
        p.getByLabel("Vegetarian").check();
        p.getByLabel("Confident home cook").check();
        p.getByLabel("No", exact()).check(); // already the default: not a gift
        p.getByLabel("Full name").fill("Priya Raman");
        p.getByLabel("Email", exact()).fill("priya.raman@example.com");
        p.getByLabel("Phone", exact()).fill("07700 900 655");
        p.getByLabel("Email me new class dates").check(); // pre-ticked, and wanted
        p.getByLabel("I have read the booking terms").check();
        press(p, "Continue to payment");
        seen(p, "We're holding your places");
      }),
      Map.entry("dog-walker-registration", p -> {
        p.getByLabel("Full name").fill("Kieran Walsh");
        p.getByLabel("Date of birth").fill("1990-03-28");
        p.getByLabel("Home address").fill("41 Sycamore Road, Fernleigh");
        p.getByLabel("Postcode").fill("FL4 7RD");
        p.getByLabel("Email address").fill("kieran@muddypaws.example.co.uk");
        p.getByLabel("Phone number", exact()).fill("07700 900 803");
        p.getByLabel("Business or trading name").fill("Muddy Paws Walks");
        p.getByLabel("Most dogs you will walk at one time").selectOption("6");
        p.getByLabel("Abbey Fields").check();
        p.getByLabel("Riverside Country Park").check();
        p.getByLabel("Millpond Park").check();
        p.getByLabel("Vehicle registration number").fill("YK21 PWD");
        p.getByLabel("Public liability insurer").fill("Hiscox");
        p.getByLabel("Policy number").fill("PL-88214-07");
        p.getByLabel("Policy end date").fill("2027-11-30");
        p.getByLabel("Yes", exact()).check();
        p.getByLabel("24 months (£140)").check();
        p.getByLabel("Show my business name and phone number").check();
        p.getByLabel("I declare that the information I have given is true").check();
        press(p, "Submit application");
        seen(p, "Application submitted");
      }),
      Map.entry("driving-test-rebooking", p -> {
        p.getByLabel("Driving licence number").fill("HARTL009126TJ9WK");
        p.getByLabel("Application reference number").fill("47219035");
        p.getByLabel("Both the date and the test centre").check();
        p.getByLabel("Test centre you want").selectOption("1003");
        Locator earliest = group(p, "Earliest date you could take your test");
        earliest.getByLabel("Day", exactIn()).fill("11");
        earliest.getByLabel("Month", exactIn()).fill("10");
        earliest.getByLabel("Year", exactIn()).fill("2027");
        Locator latest = group(p, "Latest date you could take your test");
        latest.getByLabel("Day", exactIn()).fill("26");
        latest.getByLabel("Month", exactIn()).fill("11");
        latest.getByLabel("Year", exactIn()).fill("2027");
        p.getByLabel("Tuesday").check();
        p.getByLabel("Friday").check();
        group(p, "Can you take a test at short notice?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Why are you changing your test?").selectOption("INSTR");
        p.getByLabel("Email address").fill("tom.hartley06@example.com");
        p.getByLabel("UK mobile number").fill("07700 900 142");
        p.getByLabel("I understand I'll lose my test fee").check();
        press(p, "Continue");
        seen(p, "We've received your request to change your driving test");
      }),
      Map.entry("farm-open-day-tickets", p -> {
        p.getByLabel("Sunday 13 June").check();
        p.getByLabel("Arrival time").selectOption("S11");
        p.getByLabel("Adults (16+)").fill("2");
        p.getByLabel("Children (2–15)").fill("3");
        p.getByLabel("Tractor and trailer ride").check();
        p.getByLabel("Bottle-feeding the lambs").check();
        p.getByLabel("Pick-your-own strawberries").check();
        p.getByLabel("Car (free parking in the top field)").check();
        p.getByLabel("Your name").fill("Hannah Price");
        p.getByLabel("Email for your e-tickets").fill("hannah.price@example.com");
        p.getByLabel("Home postcode").fill("OX7 3NP");
        p.getByLabel("I agree to follow the farm's hygiene rules").check();
        p.getByLabel("Keep me posted about farm shop events").uncheck();
        press(p, "Get my tickets");
        seen(p, "You're booked in!");
      }),
      Map.entry("presupuesto-cristalero", p -> {
        p.getByLabel("Tipo de trabajo").selectOption("ROTURA");
        p.getByLabel("Laminado de seguridad (3+3)").check();
        p.getByLabel("Ancho (cm)").fill("90");
        p.getByLabel("Alto (cm)").fill("120");
        p.getByLabel("Nº de cristales").fill("1");
        p.getByLabel("Descripción del trabajo")
            .fill("Se ha roto el cristal de la ventana del salón por un golpe; es una ventana corredera de aluminio.");
        p.getByLabel("Esta semana").check();
        p.getByLabel("Dirección de la obra").fill("Calle de Cuba 27, 3.º, puerta 9");
        p.getByLabel("Código postal").fill("46006");
        p.getByLabel("Población").fill("Valencia");
        p.getByLabel("Planta").selectOption("3");
        p.getByLabel("Sí", exact()).check();
        p.getByLabel("Nombre y apellidos").fill("Lucía Fernández Soler");
        p.getByLabel("Teléfono").fill("612 345 789");
        p.getByLabel("Correo electrónico").fill("lucia.fernandez@example.es");
        p.getByLabel("¿Cómo prefiere que le enviemos el presupuesto?").selectOption("WA");
        p.getByLabel("He leído y acepto la política de privacidad").check();
        p.getByLabel("Deseo recibir ofertas").uncheck();
        press(p, "Solicitar presupuesto");
        seen(p, "Hemos recibido su solicitud de presupuesto");
      }),
      Map.entry("harbour-slipway-launch-permit", p -> {
        p.getByText("Weekly (7 days)").click(); // radio cards: the input is hidden, its label is the card
        p.getByLabel("Permit start date").fill("2027-07-03");
        // select2 without a search box: open it, pick the option
        p.locator("#slipway + .select2 .select2-selection").click();
        p.locator(".select2-results__option", new Page.LocatorOptions().setHasText("Ferry Hard")).click();
        p.getByLabel("Vessel name").fill("Sea Wren");
        // select2 with a search box: open it, type, take the match
        p.locator("#vessel_type + .select2 .select2-selection").click();
        p.locator(".select2-search__field").fill("RIB");
        p.locator(".select2-results__option", new Page.LocatorOptions().setHasText("RIB / inflatable")).click();
        p.getByLabel("Length overall (metres)").fill("5.8");
        p.getByLabel("Engine power (hp)").fill("90");
        p.getByLabel("Towing vehicle registration").fill("SK19 RBD");
        p.getByLabel("Insurance company").fill("Navigators & General");
        p.getByLabel("Policy number").fill("NG-5520931");
        p.getByLabel("Third-party cover").selectOption("3M");
        p.getByLabel("Skipper's full name").fill("Ewan MacLeod");
        p.getByLabel("Email *", exact()).fill("ewan.macleod@example.co.uk");
        p.getByLabel("Mobile").fill("07700 900 377");
        p.getByLabel("RYA Powerboat Level 2").check();
        p.getByLabel("International Certificate of Competence (ICC)").check();
        p.getByLabel("I will follow the Kessock Bay Harbour Byelaws").check();
        p.getByLabel("Email me Notices to Mariners").check();
        press(p, "Apply for permit");
        seen(p, "Your launch permit application");
      }),
      Map.entry("bingchang-changci-yuyue", p -> {
        p.getByLabel("亲子场").check();
        p.getByLabel("日期").fill("2027-01-16");
        p.getByLabel("场次时间").selectOption("1300");
        p.getByLabel("成人人数").fill("2");
        p.getByLabel("儿童人数").fill("1");
        p.getByLabel("租鞋尺码").fill("42, 38, 31");
        p.getByLabel("头盔", exact()).check();
        p.getByLabel("护膝", exact()).check();
        p.getByLabel("联系人姓名").fill("Liam O'Connor");
        p.getByLabel("手机号码").fill("13812345678");
        p.getByLabel("电子邮箱").fill("liam.oconnor@example.com");
        p.getByLabel("备注").fill("Our daughter is a complete beginner.");
        p.getByLabel("我已阅读并同意").check();
        p.getByLabel("接收会员活动及优惠短信").uncheck();
        press(p, "提交预约");
        seen(p, "预约成功");
      }),
      Map.entry("talab-fanni-aqfal", p -> {
        p.getByLabel("نوع الخدمة").selectOption("LOCKOUT");
        p.getByLabel("شقة", exact()).check();
        p.getByLabel("فوراً (خلال ساعة)").check();
        p.getByLabel("الاسم الكامل").fill("خالد عبدالرحمن الشهري");
        p.getByLabel("رقم الجوال").fill("0553219876");
        p.getByLabel("المدينة").selectOption("RUH");
        p.getByLabel("الحي *", exact()).fill("حي النرجس");
        p.getByLabel("العنوان التفصيلي").fill("شارع الأمير فيصل بن بندر، عمارة 14، الدور الثاني، شقة 6");
        p.getByLabel("وصف المشكلة").fill("انقفل الباب والمفتاح بالداخل");
        p.getByLabel("مدى أو بطاقة ائتمانية").check();
        p.getByLabel("أقرّ بأنني المالك").check();
        press(p, "أرسل الطلب");
        seen(p, "تم استلام طلبك");
      }),
      Map.entry("phone-repair-booking", p -> {
        p.getByLabel("Brand").selectOption("SAM");
        p.getByLabel("Model").fill("Galaxy S23");
        p.getByLabel("Cracked or broken screen").check();
        p.getByLabel("Tell us what happened").fill("Dropped it on the pavement. Touch still works but there's a crack across the top third.");
        p.getByLabel("Replacement screen").selectOption("OEM");
        p.getByLabel("Not sure").check();
        p.getByLabel("Walk in to our Deansgate store").check();
        p.getByLabel("Appointment date").fill("2027-02-20");
        p.getByLabel("Drop-off time").selectOption("1130");
        p.getByLabel("Name", exact()).fill("Marcus Bell");
        p.getByLabel("Email", exact()).fill("marcus.bell@example.com");
        p.getByLabel("Mobile number").fill("07700 900 964");
        p.getByLabel("Add FixPoint Care").uncheck();
        p.getByLabel("Email me trade-in prices and deals").uncheck();
        p.getByLabel("I have backed up my device").check();
        press(p, "Confirm booking");
        seen(p, "Booking confirmed");
      }),
      Map.entry("nail-salon-appointment", p -> {
        p.getByLabel("Gel manicure").check();
        p.getByLabel("Nail art").check();
        p.getByLabel("Nail technician").selectOption("MEI");
        p.getByLabel("Date", exact()).fill("2027-03-06");
        p.getByLabel("Start time").selectOption("1400");
        press(p, "Continue");
        p.getByLabel("First name").fill("Chloe");
        p.getByLabel("Last name").fill("Andrews");
        p.getByLabel("Mobile").fill("07700 900 239");
        p.getByLabel("Email", exact()).fill("chloe.andrews@example.com");
        p.getByLabel("Yes", exact()).check();
        p.getByLabel("Notes for your technician").fill("Nail art on two nails only, something floral for a wedding.");
        p.getByLabel("Text me a reminder 24 hours before").check(); // pre-ticked, and wanted
        p.getByLabel("Join the Polished VIP club").uncheck();
        p.getByLabel("I understand that cancellations").check();
        press(p, "Confirm booking");
        seen(p, "Your appointment is booked");
      }));
}
