package dev.autopilot.examples.blind;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * Proves the thirty-third domains corpus ({@code domains33}) works for a person, independently of
 * the library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts. The pages reproduce the markup that form builders and component
 * libraries render by default (Contact Form 7, Gravity Forms, WPForms, HubSpot, Jotform, Google
 * Forms, a Typeform-like flow, Material UI, Ant Design, Angular Material, Vuetify, Chakra UI,
 * Drupal Webform, Salesforce Web-to-Lead), so a person works each widget as it shows: sub-labels
 * under split name, date and address boxes, ARIA radios and listboxes, selects that open a popup
 * at the end of the page, hidden inputs behind styled checkboxes, one question at a time. Where a
 * label repeats (two jumpers, two bicycles, two children, two dogs) the person fills the field in
 * its own section. A person picks the option that fits what they wrote (the cheapest three-hour
 * package, mornings, my partner and me), writes dates the way each box asks, unticks the
 * newsletter boxes a page ticked for them and, on the skydive page, takes the Sunday when the
 * server says the Saturday is full.
 */
class Domain33CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain33CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS33, 14, 6);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static Page.GetByRoleOptions named(String name) {
    return new Page.GetByRoleOptions().setName(name);
  }

  private static Page.GetByRoleOptions exactly(String name) {
    return new Page.GetByRoleOptions().setName(name).setExact(true);
  }

  private static Locator.GetByRoleOptions namedIn(String name) {
    return new Locator.GetByRoleOptions().setName(name);
  }

  /** A fieldset by its exact legend. */
  private static Locator fieldset(Page p, String legend) {
    return p.getByRole(AriaRole.GROUP, exactly(legend));
  }

  private static Locator textbox(Page p, String name) {
    return p.getByRole(AriaRole.TEXTBOX, named(name));
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("scrap-metal-collection", p -> {
        p.getByLabel("Your name").fill("Gareth Pryce");
        p.getByLabel("Your email").fill("gareth.pryce@example.co.uk");
        p.getByLabel("Phone number").fill("07700 900 318");
        p.getByLabel("House number and street").fill("14 Alder Close");
        p.getByLabel("Town").fill("Wrexham");
        p.getByLabel("Postcode").fill("LL13 7PQ");
        // a copper cylinder, lead flashing and two car batteries
        p.getByLabel("Copper", exact()).check();
        p.getByLabel("Lead", exact()).check();
        p.getByLabel("Car batteries").check();
        p.getByLabel("Roughly how much is there?").selectOption("50–250 kg");
        p.getByLabel("Yes, please help carry it out").check();
        p.getByLabel("Preferred collection date").fill("2027-03-09");
        p.getByLabel("Preferred time").selectOption("Morning (8am–12pm)");
        p.getByLabel("Anything our driver should know?").fill("Park on the drive, the garage is down the left side of the house");
        p.getByLabel("I agree to Hartley Scrap").check();
        press(p, "Book my collection");
        seen(p, "your collection request has been sent");
      }),
      Map.entry("tandem-skydive-booking", p -> {
        // two jumpers: the labels First, Last, Date of birth and Weight (kg) come twice, in order
        p.getByLabel("First", exact()).nth(0).fill("Laura");
        p.getByLabel("Last", exact()).nth(0).fill("Bennett");
        textbox(p, "Email").fill("laura.bennett@example.com");
        p.getByLabel("Mobile phone").fill("07700 900 615");
        p.getByLabel("Date of birth").nth(0).fill("22/07/1988");
        p.getByLabel("Weight (kg)").nth(0).fill("64");
        p.getByLabel("First", exact()).nth(1).fill("Marcus");
        p.getByLabel("Last", exact()).nth(1).fill("Bennett");
        p.getByLabel("Date of birth").nth(1).fill("03/02/1986");
        p.getByLabel("Weight (kg)").nth(1).fill("83");
        p.getByLabel("Jump date").fill("15/05/2027");
        p.getByLabel("First lift (8:00am)").check();
        p.getByLabel("Handcam video").check();
        p.getByLabel("Printed photo pack").check();
        p.getByLabel("We have both read the medical declaration").check();
        press(p, "Book our jump");
        // Saturday is full: the Sunday straight after
        seen(p, "is fully booked");
        p.getByLabel("Jump date").fill("16/05/2027");
        press(p, "Book our jump");
        seen(p, "Your tandem skydive is booked");
      }),
      Map.entry("roofing-repair-quote", p -> {
        p.getByLabel("First", exact()).fill("Sandra");
        p.getByLabel("Last", exact()).fill("Whitfield");
        textbox(p, "Email").fill("sandra.whitfield@example.co.uk");
        textbox(p, "Phone").fill("07700 900 447");
        p.getByLabel("Address Line 1").fill("17 Cromer Road");
        p.getByLabel("City").fill("Aylsham");
        p.getByLabel("State / Province / Region").fill("Norfolk");
        p.getByLabel("Postal Code").fill("NR11 6HE");
        p.getByLabel("Country").selectOption("United Kingdom");
        p.getByLabel("What kind of roof is it?").selectOption("Flat roof (felt, rubber or fibreglass)");
        p.getByLabel("Leak / water coming in").check();
        p.getByLabel("Guttering and downpipes").check();
        p.getByLabel("Skylight or roof window").check();
        p.getByLabel("Within the next two weeks").check();
        p.getByLabel("Earliest date for the survey visit").fill("11/03/2027");
        p.getByLabel("Text message").check();
        p.getByLabel("Tell us a bit more").fill("The skylight is about ten years old. The ceiling below has a brown stain about the size of a dinner plate.");
        p.getByLabel("I consent to having this website store").check();
        press(p, "Request my quote");
        seen(p, "Thanks for getting in touch!");
      }),
      Map.entry("open-morning-registration", p -> {
        p.getByLabel("Parent / guardian first name").fill("Helen");
        p.getByLabel("Last name").fill("Okafor");
        p.getByLabel("Email").fill("helen.okafor@example.com");
        p.getByLabel("Mobile phone number").fill("07700 900 236");
        p.getByLabel("Child's first name").fill("Arlo");
        // in Year 6 now, starting secondary school
        p.getByLabel("Year of entry").selectOption("Year 7 (age 11)");
        p.getByLabel("Child's current school").fill("Kingsbridge Primary");
        p.getByLabel("Which open morning?").selectOption("Saturday 6 November 2027, 9:30am");
        // my partner and me
        p.getByLabel("2", exact()).check();
        p.getByLabel("Sport", exact()).check();
        p.getByLabel("Music and drama").check();
        p.getByLabel("Bursaries and scholarships").check();
        p.getByLabel("Send me the St Aldric's newsletter").uncheck();
        p.getByLabel("I agree to allow St Aldric's School").check();
        press(p, "Register for an open morning");
        seen(p, "Thank you for registering");
      }),
      Map.entry("rescue-cat-adoption", p -> {
        p.getByLabel("First Name").fill("Rachel");
        p.getByLabel("Last Name").fill("Dunmore");
        p.getByLabel("Email").fill("rachel.dunmore@example.org");
        p.getByRole(AriaRole.TEXTBOX, new Page.GetByRoleOptions().setName(Pattern.compile("^Phone Number"))).fill("07700 900 583");
        // 14/05/1990, day first, into Month - Day - Year boxes
        p.getByLabel("Month").fill("05");
        p.getByLabel("Day").fill("14");
        p.getByLabel("Year").fill("1990");
        p.getByRole(AriaRole.TEXTBOX, new Page.GetByRoleOptions().setName(Pattern.compile("Street Address$"))).fill("9 Orchard Street");
        p.getByRole(AriaRole.TEXTBOX, new Page.GetByRoleOptions().setName(Pattern.compile("City$"))).fill("Bristol");
        p.getByLabel("Postal / Zip Code").fill("BS1 5EH");
        p.getByLabel("Flat with outdoor access", exact()).check();
        p.getByLabel("Own", exact()).check();
        p.getByLabel("Dog(s)").check();
        p.getByLabel("Rabbits or guinea pigs").check();
        p.getByLabel("Which cat are you interested in?").selectOption("Pepper – black-and-white female, 9 years");
        p.getByLabel("No", exact()).check();
        p.getByLabel("I agree to a volunteer visiting my home").check();
        press(p, "Submit Application");
        seen(p, "Your application has been received");
      }),
      Map.entry("book-club-joining", p -> {
        textbox(p, "Email").fill("maureen.fitz@example.co.uk");
        textbox(p, "Your name").fill("Maureen Fitzgerald");
        textbox(p, "Phone number").fill("01632 960 418");
        p.getByRole(AriaRole.RADIO, named("Thursday mornings – 10:30am at Riverside Library")).click();
        p.getByRole(AriaRole.CHECKBOX, named("Crime & thrillers")).click();
        p.getByRole(AriaRole.CHECKBOX, named("Historical fiction")).click();
        p.getByRole(AriaRole.CHECKBOX, named("Biography & memoir")).click();
        p.getByRole(AriaRole.LISTBOX, named("Membership")).click();
        // the cheapest she may have at 71
        p.getByRole(AriaRole.OPTION, named("Concession – £12 a year")).click();
        p.getByLabel("When would you like to start?").fill("2027-05-06");
        press(p, "Submit");
        seen(p, "Your response has been recorded.");
      }),
      Map.entry("photo-booth-hire", p -> {
        press(p, "Start");
        textbox(p, "What's your name?").fill("Joanne Pettigrew");
        textbox(p, "What's your name?").press("Enter");
        textbox(p, "What's your email address?").fill("jo.pettigrew@example.co.uk");
        textbox(p, "What's your email address?").press("Enter");
        textbox(p, "phone number").fill("07700 900 129");
        press(p, "OK ✓");
        p.getByRole(AriaRole.RADIO, named("Birthday party")).click();
        p.getByLabel("Day", exact()).fill("19");
        p.getByLabel("Month", exact()).fill("06");
        p.getByLabel("Year", exact()).fill("2027");
        press(p, "OK ✓");
        textbox(p, "postcode of the venue").fill("BN21 4QP");
        textbox(p, "postcode of the venue").press("Enter");
        // the cheapest of the three-hour packages is the selfie pod
        p.getByRole(AriaRole.RADIO, named("Open-air selfie pod – 3 hours – £395")).click();
        p.getByRole(AriaRole.CHECKBOX, named("Props box")).click();
        p.getByRole(AriaRole.CHECKBOX, named("USB stick with all the photos")).click();
        press(p, "OK ✓");
        // how they heard: nothing to say
        press(p, "OK ✓");
        p.getByRole(AriaRole.RADIO, exactly("No")).click();
        p.getByRole(AriaRole.RADIO, exactly("I accept")).click();
        press(p, "Submit");
        seen(p, "Your quote is on its way");
      }),
      Map.entry("fahrradcodierung-termin", p -> {
        p.getByLabel("Vorname").fill("Oliver");
        p.getByLabel("Nachname").fill("Grant");
        p.getByLabel("E-Mail").fill("oliver.grant@example.com");
        p.getByLabel("Straße").fill("Wiener Straße");
        p.getByLabel("Hausnummer").fill("41");
        p.getByLabel("PLZ").fill("10999");
        // Ort already says Berlin
        p.getByRole(AriaRole.COMBOBOX, named("Wie viele Fahrräder?")).click();
        p.getByRole(AriaRole.OPTION, named("2 Fahrräder")).click();
        Locator mine = p.getByRole(AriaRole.REGION, named("Fahrrad 1"));
        mine.getByLabel("Marke und Modell").fill("Gazelle Ultimate C8");
        mine.getByRole(AriaRole.COMBOBOX, namedIn("Rahmenmaterial")).click();
        p.getByRole(AriaRole.OPTION, named("Aluminium")).click();
        mine.getByLabel("Rahmennummer").fill("GZ4471932");
        Locator partners = p.getByRole(AriaRole.REGION, named("Fahrrad 2"));
        partners.getByLabel("Marke und Modell").fill("Surly Long Haul Trucker");
        partners.getByRole(AriaRole.COMBOBOX, namedIn("Rahmenmaterial")).click();
        p.getByRole(AriaRole.OPTION, named("Stahl")).click();
        partners.getByLabel("Rahmennummer").fill("SN20019384");
        // a Saturday in April, not the 10th
        p.getByRole(AriaRole.COMBOBOX, named("Wunschtermin")).click();
        p.getByRole(AriaRole.OPTION, named("Sa, 17.04.2027")).click();
        p.getByLabel("Kaufbeleg oder Rechnung").check();
        p.getByLabel("Ich habe die Datenschutzhinweise gelesen").check();
        p.getByLabel("Ja, ich möchte den Newsletter").uncheck();
        press(p, "Termin anfragen");
        seen(p, "Ihre Terminanfrage ist eingegangen");
      }),
      Map.entry("sijiao-tiyanke", p -> {
        p.getByLabel("姓名").fill("林晓雯");
        p.getByLabel("手机号").fill("138 1234 5678");
        p.getByLabel("女", exact()).check();
        p.getByLabel("身高").fill("165");
        p.getByLabel("体重").fill("58");
        // works in Wangjing: the store near the office, found by typing in the Select's search
        Locator store = p.getByRole(AriaRole.COMBOBOX, named("门店"));
        store.click();
        store.fill("望京");
        store.press("Enter");
        p.getByRole(AriaRole.COMBOBOX, named("训练目标")).click();
        p.getByTitle("减脂", new Page.GetByTitleOptions().setExact(true)).click();
        p.getByTitle("体态矫正", new Page.GetByTitleOptions().setExact(true)).click();
        p.keyboard().press("Escape");
        p.getByLabel("体验日期").fill("2027-05-14");
        p.getByLabel("体验日期").press("Enter");
        // after work, about seven
        p.getByText("晚上 18:00-21:30").click();
        p.getByRole(AriaRole.COMBOBOX, named("教练性别偏好")).click();
        p.getByTitle("女教练", new Page.GetByTitleOptions().setExact(true)).click();
        p.getByLabel("我已阅读并同意").check();
        p.getByLabel("接收门店活动和会员优惠短信").uncheck();
        press(p, "提交预约");
        seen(p, "预约成功");
      }),
      Map.entry("natation-enfants-inscription", p -> {
        Locator parent = fieldset(p, "Responsable légal");
        parent.getByLabel("Nom", exactIn()).fill("Dubois");
        parent.getByLabel("Prénom", exactIn()).fill("Claire");
        parent.getByLabel("Adresse e-mail").fill("claire.dubois@example.fr");
        parent.getByLabel("Téléphone portable").fill("06 12 34 56 78");
        parent.getByLabel("N° et libellé de la voie").fill("12 rue des Tilleuls");
        parent.getByLabel("Code postal").fill("69003");
        parent.getByLabel("Ville").fill("Lyon");
        Locator leo = fieldset(p, "Enfant 1");
        leo.getByLabel("Prénom", exactIn()).fill("Léo");
        leo.getByLabel("Nom", exactIn()).fill("Dubois");
        leo.getByLabel("Date de naissance").fill("03/06/2018");
        // swims 25 m without armbands
        leo.getByRole(AriaRole.COMBOBOX, namedIn("Niveau")).click();
        p.getByRole(AriaRole.OPTION, named("Intermédiaire")).click();
        press(p, "Ajouter un enfant");
        Locator manon = fieldset(p, "Enfant 2");
        manon.getByLabel("Prénom", exactIn()).fill("Manon");
        manon.getByLabel("Nom", exactIn()).fill("Dubois");
        manon.getByLabel("Date de naissance").fill("21/11/2020");
        // has never swum
        manon.getByRole(AriaRole.COMBOBOX, namedIn("Niveau")).click();
        p.getByRole(AriaRole.OPTION, named("Découverte")).click();
        // Wednesday or Saturday mornings
        p.getByRole(AriaRole.COMBOBOX, named("Créneaux possibles")).click();
        p.getByRole(AriaRole.OPTION, named("Mercredi 10h00")).click();
        p.getByRole(AriaRole.OPTION, named("Samedi 9h00")).click();
        p.getByRole(AriaRole.OPTION, named("Samedi 10h30")).click();
        p.keyboard().press("Escape");
        p.getByRole(AriaRole.RADIOGROUP, named("Autorisation de photographier")).getByLabel("Non", exactIn()).check();
        p.getByLabel("J'ai lu et j'accepte le règlement intérieur").check();
        p.getByLabel("Recevoir la lettre d'information").uncheck();
        press(p, "Valider l'inscription");
        seen(p, "Inscription enregistrée");
      }),
      Map.entry("reserva-zona-barbacoa", p -> {
        p.getByLabel("Nombre").first().fill("Fiona");
        p.getByLabel("Apellidos").first().fill("Walsh");
        p.getByLabel("Correo electrónico").first().fill("fiona.walsh@example.com");
        p.getByLabel("Teléfono móvil").first().fill("+34 612 345 678");
        p.getByLabel("Fecha").first().fill("13/06/2027");
        // nearest the car park, wheelchair
        p.getByRole(AriaRole.COMBOBOX, named("Zona")).click();
        p.getByRole(AriaRole.OPTION, named("Zona A")).click();
        // my partner and me, my parents, three children
        p.getByLabel("Adultos").first().fill("4");
        p.getByLabel("Niños (menores de 12)").first().fill("3");
        p.getByRole(AriaRole.COMBOBOX, named("Servicios extra")).click();
        p.getByRole(AriaRole.OPTION, named("Mesa adicional")).click();
        p.getByRole(AriaRole.OPTION, named("Parrilla grande")).click();
        p.keyboard().press("Escape");
        p.getByLabel("Sí, perros").check();
        Locator ours = p.getByRole(AriaRole.REGION, named("Vehículo 1"));
        ours.getByLabel("Matrícula").first().fill("1234 LMN");
        ours.getByLabel("Marca y modelo").first().fill("Seat León");
        Locator parents = p.getByRole(AriaRole.REGION, named("Vehículo 2"));
        parents.getByLabel("Matrícula").first().fill("5678 KPR");
        parents.getByLabel("Marca y modelo").first().fill("Toyota Corolla");
        p.getByLabel("He leído las normas de uso").check();
        p.getByLabel("Quiero recibir el boletín").uncheck();
        press(p, "Reservar");
        seen(p, "Reserva confirmada");
      }),
      Map.entry("dawrat-khatt-arabi", p -> {
        p.getByLabel("الاسم الكامل").fill("خالد الزهراني");
        p.getByLabel("البريد الإلكتروني").fill("khalid.zahrani@example.ae");
        p.getByLabel("رقم الجوال").fill("+971 50 123 4567");
        // the everyday handwriting script; the radios and checkboxes are visually hidden inputs: a person clicks their text
        p.getByText("الرقعة", new Page.GetByTextOptions().setExact(true)).click();
        p.getByLabel("المستوى").selectOption("مبتدئ – لم أستخدم قلم القصب من قبل");
        // any day but Monday and Wednesday
        p.getByText("السبت", new Page.GetByTextOptions().setExact(true)).click();
        p.getByText("الأحد", new Page.GetByTextOptions().setExact(true)).click();
        p.getByText("الثلاثاء", new Page.GetByTextOptions().setExact(true)).click();
        p.getByText("الخميس", new Page.GetByTextOptions().setExact(true)).click();
        p.getByText("مسائية").click();
        // my wife and me
        p.getByLabel("عدد المشاركين").fill("2");
        p.getByLabel("اسم المشارك الثاني").fill("مريم الزهراني");
        p.getByText("قرأت شروط التسجيل").click();
        p.getByText("أرسلوا لي أخبار المعارض").click();
        press(p, "تسجيل");
        seen(p, "تم التسجيل بنجاح");
      }),
      Map.entry("hundesteuer-anmeldung", p -> {
        p.getByLabel("Anrede").selectOption("Frau");
        p.getByLabel("Vorname").fill("Sabine");
        p.getByLabel("Nachname").fill("Krüger");
        p.getByLabel("Geburtsdatum").fill("1979-03-07");
        p.getByLabel("E-Mail-Adresse").fill("sabine.krueger@example.de");
        p.getByLabel("Adresse", exact()).fill("Obere Sandstraße 12");
        p.getByLabel("Postleitzahl").fill("96049");
        p.getByLabel("Stadt/Ort").fill("Bamberg");
        p.getByLabel("Name des Hundes").nth(0).fill("Bruno");
        p.getByLabel("Rasse").nth(0).fill("Labrador");
        p.getByLabel("Geschlecht").nth(0).selectOption("Rüde");
        p.getByLabel("Gehalten seit").nth(0).fill("2027-03-01");
        // a second dog: a second row
        press(p, "Hinzufügen");
        p.getByLabel("Name des Hundes").nth(1).fill("Lotte");
        p.getByLabel("Rasse").nth(1).fill("Dackel");
        p.getByLabel("Geschlecht").nth(1).selectOption("Hündin");
        p.getByLabel("Gehalten seit").nth(1).fill("2027-04-15");
        p.getByLabel("Hund aus einem Tierheim").check();
        p.getByLabel("Überweisung nach Erhalt des Steuerbescheids").check();
        p.getByLabel("Ich habe die Datenschutzhinweise").check();
        press(p, "Anmeldung absenden");
        seen(p, "Ihre Anmeldung zur Hundesteuer ist eingegangen");
      }),
      Map.entry("office-plant-hire", p -> {
        p.getByLabel("First Name").fill("Priya");
        p.getByLabel("Last Name").fill("Raman");
        p.getByLabel("Title", exact()).fill("Office Manager");
        p.getByLabel("Company").fill("Pennine Architects Ltd");
        p.getByLabel("Email", exact()).fill("priya.raman@penninearchitects.example");
        p.getByLabel("Phone", exact()).fill("0161 496 0734");
        // the Address label names no element: the box under it
        p.getByText("Address", new Page.GetByTextOptions().setExact(true)).locator("xpath=following-sibling::textarea[1]").fill("22 Dale Street");
        p.getByLabel("City").fill("Manchester");
        p.getByLabel("Zip").fill("M1 1EZ");
        p.getByLabel("Country").fill("United Kingdom");
        p.getByLabel("Employees").fill("35");
        p.getByRole(AriaRole.COMBOBOX, named("Plant service")).selectOption("Plant hire with maintenance");
        p.getByRole(AriaRole.LISTBOX, named("Areas to green")).selectOption(new String[] {"Reception", "Open-plan office", "Meeting rooms"});
        p.getByRole(AriaRole.COMBOBOX, named("Monthly budget")).selectOption("£150–£300");
        p.getByRole(AriaRole.TEXTBOX, named("Preferred start date")).fill("01/06/2027");
        p.getByRole(AriaRole.CHECKBOX, named("Pet-safe plants only")).check();
        p.getByLabel("Description").fill("We'd like to see a few options before committing.");
        press(p, "Submit");
        seen(p, "Thanks for your enquiry");
      })
  );
}
