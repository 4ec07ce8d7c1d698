package dev.autopilot.examples.blind;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the twenty-ninth domains corpus ({@code domains29}) works for a person, independently
 * of the library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and
 * its per-page fill scripts. A person keeps the defaults that already say what they want (a
 * 12-month permit, a blood group left at "I don't know", an SMS reminder, six bottles every two
 * months, kerbside collection), changes those that do not (a plot size, a service, a duration, a
 * hair length, a first visit, a box type, a visit period, a meeting place), unticks the boxes the
 * page ticked for them and they did not agree to (newsletters, partner offers), answers the
 * marketing questions no, types registration, document and mobile numbers in the form the page's
 * hint asks for, and works the widgets as they show (flatpickr's calendar, select2 and tom-select
 * dropdowns, a React and a Vue form, cascading region selects, two forms whose second step appears
 * after Continue or 下一步).
 */
class Domain29CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain29CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS29, 14, 7);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  /** Opens a flatpickr calendar by its visible input (the placeholder is its name) and clicks the day of this aria-label, paging months forward. */
  private static void flatpickrDay(Page p, String placeholder, String ariaLabel) {
    p.getByRole(AriaRole.TEXTBOX, new Page.GetByRoleOptions().setName(placeholder)).click();
    Locator day = p.locator(".flatpickr-calendar.open .flatpickr-day[aria-label='" + ariaLabel + "']:not(.prevMonthDay):not(.nextMonthDay)");
    for (int i = 0; i < 36 && day.count() == 0; i++) {
      p.locator(".flatpickr-calendar.open .flatpickr-next-month").click();
    }
    day.click();
  }

  /** Clicks the visible text of a styled choice (a pill, a chip, a segment) whose input is hidden. */
  private static void pick(Page p, String text) {
    p.getByText(text, new Page.GetByTextOptions().setExact(true)).click();
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("allotment-plot-application", p -> {
        p.getByLabel("Title").selectOption("Ms");
        p.getByLabel("First name").fill("Priya");
        p.getByLabel("Surname").fill("Raman");
        p.getByLabel("House number and street").fill("9 Gloucester Road");
        p.getByLabel("Town or village").fill("Thornbury");
        p.getByLabel("Postcode").fill("BS35 1DQ");
        p.getByLabel("Email address").fill("priya.raman@example.co.uk");
        p.getByLabel("Daytime telephone").fill("07700 900 612");
        group(p, "Do you live within Thornbury parish?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Preferred site").selectOption("MDW");
        p.getByLabel("Quarter plot").check();
        p.getByLabel("Vegetables").check();
        p.getByLabel("Fruit (soft fruit, fruit trees)").check();
        p.getByLabel("Shed (max 6ft × 4ft)").check();
        p.getByLabel("Anything else you would like us to know?").fill("I work from home so can get to the plot most days.");
        p.getByLabel("Send me the Thornbury Allotment Association newsletter").uncheck();
        p.getByLabel("I have read the allotment tenancy rules").check();
        press(p, "Submit application");
        seen(p, "Application received");
      }),
      Map.entry("blood-donation-appointment", p -> {
        p.getByLabel("Donor centre or session").selectOption("LDS-DC");
        flatpickrDay(p, "Choose a date", "August 14, 2027");
        pick(p, "10:00am");
        p.getByText("This will be my first donation").click();
        p.getByLabel("First name").fill("Marcus");
        p.getByLabel("Last name").fill("Bell");
        p.getByLabel("Date of birth").fill("1994-03-22");
        // blood group: "I don't know" is already chosen, as the person wants
        p.getByLabel("Email").fill("marcus.bell@example.com");
        p.getByLabel("Mobile number").fill("07700 900 385");
        group(p, "Do you weigh at least 50kg").getByLabel("Yes", exactIn()).check();
        group(p, "Have you had a tattoo, piercing").getByLabel("No", exactIn()).check();
        group(p, "Have you ever received a blood transfusion?").getByLabel("No", exactIn()).check();
        // the SMS reminder is ticked already, as the person wants
        press(p, "Book appointment");
        seen(p, "Your appointment is booked");
      }),
      Map.entry("resident-parking-permit", p -> {
        p.getByLabel("Postcode").fill("BS6 6NS");
        p.getByLabel("Building and street").fill("41 Lansdown Road");
        p.getByLabel("Town or city").fill("Bristol");
        p.getByLabel("Residents' parking zone").selectOption("RL");
        // the hint asks for capitals without spaces
        p.getByLabel("Vehicle registration number").fill("LB19XKM");
        p.getByLabel("Make and model").fill("Skoda Octavia");
        p.getByLabel("Colour").fill("Blue");
        group(p, "Is the vehicle registered to you at this address?").getByLabel("Yes", exactIn()).check();
        // 12 months is already chosen, as the person wants
        press(p, "Continue");
        p.getByLabel("Full name").fill("Oliver Grant");
        p.getByLabel("Email address").fill("ol.grant@example.org");
        p.getByLabel("Phone number").fill("0117 496 0723");
        p.getByLabel("Virtual permit").check();
        p.getByLabel("I declare that the information I have given is correct").check();
        press(p, "Submit application");
        seen(p, "Application submitted");
      }),
      Map.entry("mot-booking", p -> {
        p.getByPlaceholder("ENTER REG").fill("YD67 WNP");
        p.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName("MOT + interim service")).click();
        p.getByLabel("Date", exact()).fill("2027-09-07");
        p.getByLabel("Time").selectOption("08:30");
        p.getByLabel("I'll drop the car off and collect it later").check();
        p.getByPlaceholder("Approx. mileage").fill("48210");
        p.getByPlaceholder("Full name").fill("Sarah Jennings");
        p.getByPlaceholder("Mobile number").fill("07700 900 447");
        p.getByPlaceholder("Email address").fill("sarahj@example.net");
        p.getByPlaceholder("Anything we should know?").fill("Tyre pressure warning light keeps coming on");
        // "Text me when my car is ready" is ticked already, as the person wants
        press(p, "Confirm booking");
        seen(p, "Booking confirmed");
      }),
      Map.entry("rod-fishing-licence", p -> {
        p.getByLabel("Trout and coarse, up to 2 rods").check();
        p.getByLabel("8 days").check();
        p.getByLabel("Another date").check();
        Locator start = group(p, "Start date");
        start.getByLabel("Day").fill("15");
        start.getByLabel("Month").fill("10");
        start.getByLabel("Year").fill("2027");
        p.getByLabel("First name").fill("Gareth");
        p.getByLabel("Last name").fill("Pryce");
        Locator dob = group(p, "Date of birth");
        dob.getByLabel("Day").fill("23");
        dob.getByLabel("Month").fill("11");
        dob.getByLabel("Year").fill("1979");
        p.getByLabel("Building number or name").fill("12");
        p.getByLabel("Postcode").fill("HR4 0BT");
        group(p, "Do you get a disability concession?").getByLabel("No", exactIn()).check();
        p.getByLabel("Email", exact()).check();
        p.getByLabel("Email address").fill("gareth.pryce@example.co.uk");
        group(p, "Would you like to get emails about fishing").getByLabel("No", exactIn()).check();
        p.getByLabel("I agree to the terms and conditions").check();
        press(p, "Accept and send");
        seen(p, "Application complete");
      }),
      Map.entry("removals-quote", p -> {
        p.getByLabel("Postcode").first().fill("M14 5RB");
        p.getByLabel("Property type").first().selectOption("flat");
        p.getByLabel("Bedrooms").first().fill("2");
        p.getByLabel("Which floor?").first().selectOption("2");
        // no lift: the switch stays off
        p.getByLabel("Postcode").nth(1).fill("SK4 3HQ");
        p.getByLabel("Property type").nth(1).selectOption("house");
        p.getByLabel("Bedrooms").nth(1).fill("3");
        p.getByLabel("Moving date").fill("2027-10-29");
        p.getByLabel("Full packing service").check();
        p.getByLabel("Furniture dismantling & reassembly").check();
        p.getByLabel("Name").fill("Aisha Khan");
        p.getByLabel("Phone").fill("0161 496 0358");
        p.getByLabel("Email").fill("aisha.k@example.co.uk");
        p.getByRole(AriaRole.COMBOBOX, new Page.GetByRoleOptions().setName("How did you hear about us?")).click();
        p.locator(".ts-dropdown").getByRole(AriaRole.OPTION, new Locator.GetByRoleOptions().setName("Recommended by a friend or family")).click();
        p.getByLabel("Anything awkward we should know about?").fill("Parking permit needed at the new house – we can get a visitor permit.");
        p.getByLabel("Send me moving-home offers from our partners").uncheck();
        press(p, "Get my quote");
        seen(p, "Thanks! Your quote request is in.");
      }),
      Map.entry("library-room-booking", p -> {
        p.getByLabel("Meeting Room 1").check();
        p.getByLabel("Date").fill("2027-09-11");
        p.getByLabel("Start time").selectOption("10:00");
        pick(p, "2 hours");
        p.getByLabel("Number of people attending").fill("8");
        p.getByLabel("Projector and screen").check();
        p.getByLabel("Flipchart and pens").check();
        p.getByLabel("Community, voluntary or charity group").check();
        p.getByLabel("Organisation or group name").fill("Whitmore Repair Café");
        p.getByLabel("What is the room for?").fill("Monthly volunteer planning meeting");
        p.getByLabel("Contact name").fill("Denise Palmer");
        p.getByLabel("Telephone").fill("07700 900 918");
        p.getByLabel("Email").fill("repaircafe.whitmore@example.org");
        p.getByLabel("I have read and accept the room hire conditions").check();
        press(p, "Request booking");
        seen(p, "Booking request received");
      }),
      Map.entry("sperrmuell-abholung", p -> {
        p.getByLabel("Straße *", exact()).fill("Wasserburger Straße");
        p.getByLabel("Hausnr.").fill("27");
        p.getByLabel("PLZ").fill("85560");
        p.getByLabel("Gemeinde").selectOption("09175115");
        p.getByLabel("Möbel (Schränke, Sofas, Tische, Stühle)").check();
        p.getByLabel("Matratzen und Lattenroste").check();
        p.getByLabel("Elektrogroßgeräte").check();
        p.getByLabel("Geschätzte Menge in m³").fill("3");
        p.getByLabel("Wunschtermin").selectOption("2027-09-14");
        // kerbside is already chosen, as the person wants
        p.getByLabel("Anrede").selectOption("herr");
        p.getByLabel("Vorname").fill("Thomas");
        p.getByLabel("Nachname").fill("Bauer");
        p.getByLabel("Telefon (tagsüber erreichbar)").fill("08092 853217");
        p.getByLabel("E-Mail-Adresse").fill("t.bauer@example.de");
        p.getByLabel("Hinweise für das Abfuhrteam").fill("Die Sachen stehen ab Montagabend neben der Garageneinfahrt.");
        p.getByLabel("Ich habe die Datenschutzhinweise gelesen").check();
        press(p, "Antrag absenden");
        seen(p, "Ihr Antrag ist eingegangen");
      }),
      Map.entry("rdv-salon-coiffure", p -> {
        p.getByLabel("Coupe femme + brushing").check();
        pick(p, "Mi-longs");
        p.locator("#coiffeur + .select2 .select2-selection").click();
        p.getByRole(AriaRole.OPTION, new Page.GetByRoleOptions().setName("Karim").setExact(true)).click();
        flatpickrDay(p, "Choisir une date", "octobre 2, 2027");
        p.getByLabel("Heure").selectOption("14:30");
        group(p, "Est-ce votre première visite chez nous ?").getByLabel("Oui", exactIn()).check();
        p.getByLabel("Prénom").fill("Élodie");
        p.getByLabel("Nom (obligatoire)", exact()).fill("Marchand");
        p.getByLabel("Téléphone mobile").fill("06 45 18 27 93");
        p.getByLabel("E-mail", exact()).fill("elodie.marchand@example.fr");
        p.getByLabel("Un commentaire pour votre coiffeur·se ?").fill("J'aimerais garder de la longueur, juste rafraîchir les pointes.");
        // the SMS reminder stays ticked, as the person wants; the salon's offers do not
        p.getByLabel("Je souhaite recevoir les offres").uncheck();
        press(p, "Confirmer le rendez-vous");
        seen(p, "Votre rendez-vous est confirmé");
      }),
      Map.entry("cita-padron-municipal", p -> {
        p.getByLabel("Alta en el Padrón").check();
        p.getByLabel("Número de personas que se empadronan").fill("2");
        p.getByLabel("Tipo de documento").selectOption("NIE");
        // the hint asks for no spaces or dashes
        p.getByLabel("Número de documento").fill("Y4829137W");
        p.getByLabel("Nombre *", exact()).fill("Helen");
        p.getByLabel("Primer apellido").fill("Whitaker");
        p.getByLabel("Fecha de nacimiento").fill("1961-05-09");
        p.locator("#nacionalidad + .select2 .select2-selection").click();
        p.locator(".select2-search__field").fill("Reino");
        p.getByRole(AriaRole.OPTION, new Page.GetByRoleOptions().setName("Reino Unido")).click();
        p.getByLabel("Tipo de vía").selectOption("CL");
        p.getByLabel("Nombre de la vía").fill("Pintada");
        p.getByLabel("Número *", exact()).fill("18");
        p.getByLabel("Planta").fill("2");
        p.getByLabel("Puerta").fill("B");
        p.getByLabel("Código postal").fill("29780");
        p.getByLabel("Oficina").selectOption("OAC-CEN");
        p.getByLabel("Día").selectOption("2027-10-06");
        p.getByLabel("10:00", exact()).check();
        p.getByLabel("Teléfono").fill("+34 612 345 678");
        p.getByLabel("Correo electrónico *", exact()).fill("helen.whitaker@example.co.uk");
        p.getByLabel("He leído y acepto").check();
        press(p, "Solicitar cita");
        seen(p, "Cita confirmada");
      }),
      Map.entry("kuaidi-shangmen-qujian", p -> {
        Locator sender = p.locator("section.panel").filter(new Locator.FilterOptions().setHasText("寄件人信息"));
        sender.getByLabel("姓名").fill("王丽");
        sender.getByLabel("手机号").fill("13812345678");
        sender.locator("select").nth(0).selectOption("310000");
        sender.locator("select").nth(1).selectOption("310100");
        sender.locator("select").nth(2).selectOption("310104");
        sender.getByLabel("详细地址").fill("漕溪北路88号3号楼1202室");
        Locator receiver = p.locator("section.panel").filter(new Locator.FilterOptions().setHasText("收件人信息"));
        receiver.getByLabel("姓名").fill("王建国");
        receiver.getByLabel("手机号").fill("13987654321");
        receiver.locator("select").nth(0).selectOption("330000");
        receiver.locator("select").nth(1).selectOption("330100");
        receiver.locator("select").nth(2).selectOption("330106");
        receiver.getByLabel("详细地址").fill("文三路259号");
        press(p, "下一步");
        pick(p, "衣物");
        p.getByLabel("预估重量（kg）").fill("3");
        p.getByLabel("日期").selectOption("2027-05-20");
        pick(p, "14:00-16:00");
        p.getByLabel("给快递员捎句话").fill("小区门口有门禁，到了请打电话");
        p.getByLabel("我已阅读并同意").check();
        press(p, "提交订单");
        seen(p, "下单成功");
      }),
      Map.entry("siyanat-mukayyifat", p -> {
        p.getByText("غسيل وتنظيف").click();
        p.getByLabel("نوع المكيف").selectOption("split");
        p.getByLabel("عدد الوحدات").fill("3");
        p.getByLabel("وصف المشكلة").fill("مكيف غرفة النوم يقطّر ماء من الوحدة الداخلية");
        p.getByLabel("تاريخ الزيارة").fill("2027-05-15");
        p.getByText("مسائية (٤ م – ٩ م)").click();
        p.getByLabel("الحي").selectOption("RUH-YSM");
        p.getByLabel("العنوان التفصيلي").fill("شارع الأمير سعود بن محمد، فيلا ٢٣، البوابة البنية");
        p.getByLabel("الاسم").fill("فهد العتيبي");
        p.getByLabel("رقم الجوال").fill("0551234987");
        p.getByLabel("أوافق على").check();
        press(p, "احجز الموعد");
        seen(p, "تم تأكيد حجزك");
      }),
      Map.entry("club-del-vino", p -> {
        pick(p, "Rossi");
        // six bottles every two months are already chosen, as the person wants
        p.getByLabel("vini dolci e passiti").check();
        p.getByLabel("Nome*", exact()).fill("Lorenzo");
        p.getByLabel("Cognome*").fill("Bianchi");
        p.getByLabel("Data di nascita*").fill("1985-04-17");
        p.getByLabel("Cellulare*").fill("347 123 4567");
        p.getByLabel("E-mail*").fill("lorenzo.bianchi@example.it");
        p.getByLabel("Via e numero civico*").fill("Via dei Serragli 42");
        p.getByLabel("CAP*").fill("50124");
        p.getByLabel("Città*").fill("Firenze");
        p.getByRole(AriaRole.COMBOBOX, new Page.GetByRoleOptions().setName("Provincia*")).click();
        p.locator(".ts-dropdown").getByRole(AriaRole.OPTION, new Locator.GetByRoleOptions().setName("Firenze").setExact(true)).click();
        p.getByLabel("Nome sul citofono").fill("Bianchi-Ricci");
        p.getByLabel("Dichiaro di avere compiuto 18 anni").check();
        p.getByLabel("Ho letto e accetto").check();
        p.locator(".consenso").filter(new Locator.FilterOptions().setHasText("marketing")).getByLabel("Non acconsento").check();
        p.locator(".consenso").filter(new Locator.FilterOptions().setHasText("profilazione")).getByLabel("Non acconsento").check();
        press(p, "Iscrivimi al Club");
        seen(p, "Benvenuto nel Club!");
      }),
      Map.entry("taalmaatje-aanmelden", p -> {
        p.getByLabel("Ik wil Nederlands oefenen").check();
        p.getByPlaceholder("Voornaam *").fill("Rachel");
        p.getByPlaceholder("Achternaam *").fill("O'Connor");
        p.getByPlaceholder("E-mailadres *").fill("rachel.oconnor@example.com");
        p.getByPlaceholder("Postcode *").fill("3581 KJ");
        p.getByLabel("Moedertaal").selectOption("en");
        p.getByLabel("Niveau Nederlands").selectOption("A2");
        p.getByLabel("Hoe lang woon je in Nederland?").selectOption("1-3");
        p.getByLabel("dinsdagavond").check();
        p.getByLabel("donderdagavond").check();
        p.getByLabel("In de bibliotheek").check();
        p.getByPlaceholder("Vertel iets over jezelf").fill("I work as a nurse at UMC Utrecht and love cycling and baking.");
        p.getByLabel("Ja, stuur mij de nieuwsbrief").uncheck();
        p.getByLabel("Ik ga akkoord met de privacyverklaring").check();
        press(p, "Aanmelden");
        seen(p, "Bedankt voor je aanmelding!");
      }));
}
