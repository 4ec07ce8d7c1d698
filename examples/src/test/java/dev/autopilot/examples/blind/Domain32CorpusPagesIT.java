package dev.autopilot.examples.blind;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the thirty-second domains corpus ({@code domains32}) works for a person, independently of
 * the library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts. Some pages ask the same labels in two or three sections (you and your
 * guest, the parent and two children, two medicines, the child and the parent), so a person fills
 * each field inside its own section. A person keeps the defaults that already say what they want
 * (one adult changed to two, SMS changed to email, Email changed to text), unticks the offers,
 * mailing-list and SMS boxes a page ticked for them, picks the option that fits what they wrote
 * (a commuter bike is "Hybrid / commuter", navy is Blue, about 30 hours is "bis 35 Stunden", a
 * holiday home is a "Résidence secondaire", the fish is the sea bass) and works the widgets as
 * they show (GOV.UK date inputs and conditional radios, Bootstrap floating labels and btn-check
 * toggle buttons, APG select-only comboboxes, Headless UI listboxes and switches, ARIA radio
 * cards, Choices.js and Tom Select chips, native multiple selects, range sliders, two wizards).
 */
class Domain32CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain32CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS32, 14, 7);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static Page.GetByRoleOptions named(String name) {
    return new Page.GetByRoleOptions().setName(name);
  }

  private static Locator.GetByRoleOptions namedIn(String name) {
    return new Locator.GetByRoleOptions().setName(name);
  }

  /** A fieldset or role=group by its exact accessible name (its legend). */
  private static Locator section(Page p, String name) {
    return p.getByRole(AriaRole.GROUP, new Page.GetByRoleOptions().setName(name).setExact(true));
  }

  private static Page.GetByTextOptions exactText() {
    return new Page.GetByTextOptions().setExact(true);
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("report-abandoned-vehicle", p -> {
        p.getByLabel("Make", exact()).fill("Vauxhall");
        p.getByLabel("Model (optional)").fill("Corsa");
        p.getByLabel("Colour").fill("Silver");
        p.getByLabel("Registration number (number plate) (optional)").fill("LK09 XJE");
        p.getByLabel("Street name").fill("Cedar Grove");
        p.getByLabel("Nearest house number or landmark").fill("outside number 27");
        Locator seen = section(p, "When did you first see it there?");
        seen.getByLabel("Day").fill("3");
        seen.getByLabel("Month").fill("1");
        seen.getByLabel("Year").fill("2027");
        // two flat tyres and a smashed back window
        p.getByLabel("Flat or missing tyres").check();
        p.getByLabel("Broken or missing windows").check();
        // half on the pavement
        group(p, "Is it blocking the road or pavement, or causing a danger?").getByLabel("Yes", exactIn()).check();
        group(p, "Do you know who owns the vehicle?").getByLabel("No", exactIn()).check();
        p.getByLabel("Full name").fill("Martin Keane");
        p.getByLabel("Text message").check();
        p.getByLabel("Mobile phone number").fill("07700 900 482");
        press(p, "Send report");
        seen(p, "Report sent");
      }),
      Map.entry("bike-service-booking", p -> {
        p.getByLabel("First name").fill("Tom");
        p.getByLabel("Last name").fill("Ashworth");
        p.getByLabel("Email address").fill("tom.ashworth@example.com");
        p.getByLabel("Mobile number").fill("07700 900 561");
        p.getByLabel("Make and model").fill("Trek FX 2");
        // a commuter is the "Hybrid / commuter" type
        p.getByLabel("Type of bike").selectOption("hybrid");
        // slipping gears and a rubbing back brake: the toggle buttons are the labels of hidden checkboxes
        p.getByText("Brakes", exactText()).click();
        p.getByText("Gears", exactText()).click();
        p.getByLabel("Drop-off date").fill("2027-03-09");
        p.getByLabel("Drop-off time").fill("08:30");
        p.getByLabel("I agree to the workshop terms").check();
        p.getByLabel("Email me news and offers").uncheck();
        press(p, "Book my bike in");
        seen(p, "Your bike is booked in!");
      }),
      Map.entry("reunion-dinner-rsvp", p -> {
        p.getByLabel("Email address").fill("priya.desai@example.co.uk");
        p.getByLabel("Surname at school (if different from now)").fill("Patel");
        p.getByLabel("Yes, I'll be there").check();
        Locator me = section(p, "You");
        me.getByLabel("Full name").fill("Priya Desai");
        me.getByRole(AriaRole.BUTTON, namedIn("Main course")).click();
        // "the fish"
        p.getByRole(AriaRole.OPTION, named("Pan-fried sea bass")).click();
        me.getByLabel("Dietary requirements").fill("no nuts please");
        p.getByRole(AriaRole.SWITCH, named("I'm bringing a guest")).click();
        Locator guest = section(p, "Your guest");
        guest.getByLabel("Full name").fill("Rob Desai");
        guest.getByRole(AriaRole.BUTTON, namedIn("Main course")).click();
        // "the beef"
        p.getByRole(AriaRole.OPTION, named("Roast sirloin of beef")).click();
        p.getByLabel("I'm happy for my details to be used").check();
        p.getByLabel("Keep me on the Old Hartfieldians").uncheck();
        press(p, "Send my RSVP");
        seen(p, "Thanks – your RSVP is in!");
      }),
      Map.entry("vet-practice-registration", p -> {
        p.getByLabel("First name").fill("Hannah");
        p.getByLabel("Last name").fill("Lloyd");
        // "Email" is also the label of a contact radio
        p.getByRole(AriaRole.TEXTBOX, new Page.GetByRoleOptions().setName("Email").setExact(true)).fill("hannah.lloyd@example.net");
        p.getByLabel("Mobile").fill("07700 900 274");
        p.getByLabel("House number and street").fill("4 Kestrel Mews");
        p.getByLabel("Town").fill("Ludlow");
        p.getByLabel("Postcode").fill("SY8 1RT");
        p.getByLabel("Text message").check();
        press(p, "Next");
        p.getByLabel("Pet's name").fill("Biscuit");
        p.getByRole(AriaRole.RADIO, named("Dog")).click();
        p.getByLabel("Breed").fill("Cocker spaniel");
        p.getByLabel("Male", exact()).check();
        Locator dob = section(p, "Date of birth");
        dob.getByLabel("Day").fill("2");
        dob.getByLabel("Month").fill("5");
        dob.getByLabel("Year").fill("2023");
        group(p, "Neutered or spayed?").getByLabel("Yes", exactIn()).check();
        group(p, "Microchipped?").getByLabel("Yes", exactIn()).check();
        p.getByRole(AriaRole.COMBOBOX, named("Preferred vet")).click();
        p.getByRole(AriaRole.OPTION, named("Dr Lucy Chen")).click();
        p.getByLabel("I agree to Willowbank's terms of business").check();
        p.getByLabel("Send me offers from the Willowbank pet shop").uncheck();
        press(p, "Register");
        seen(p, "Welcome to Willowbank!");
      }),
      Map.entry("junior-football-trial", p -> {
        p.getByLabel("Player's first name").fill("Alfie");
        p.getByLabel("Player's last name").fill("Morgan");
        p.getByLabel("Player's date of birth").fill("2017-11-14");
        p.getByLabel("School year").selectOption("y4");
        // "in goal, or at the back"
        Locator positions = p.getByRole(AriaRole.TEXTBOX, named("Positions they can play"));
        positions.click();
        positions.fill("goal");
        p.getByRole(AriaRole.OPTION, named("Goalkeeper")).click();
        positions.fill("def");
        positions.press("Enter");
        // the dropdown stays open over the next questions until the person leaves the box
        positions.press("Escape");
        group(p, "Stronger foot").getByLabel("Left", exactIn()).check();
        group(p, "Have they played for a club before?").getByLabel("No", exactIn()).check();
        p.getByLabel("Tell us about your player").fill("Keen and loud! Plays every break time and went in goal for the school team this year.");
        p.getByLabel("Which trial session?").selectOption("2027-03-13");
        p.getByLabel("Your name").fill("Kerry Morgan");
        p.getByLabel("Mobile number").fill("07700 900 836");
        p.getByLabel("Email address").fill("kerry.morgan@example.com");
        p.getByLabel("I give permission for my child").check();
        press(p, "Book the trial");
        seen(p, "You're booked on the trial!");
      }),
      Map.entry("lost-property-report", p -> {
        p.getByRole(AriaRole.COMBOBOX, named("Bus route")).click();
        p.getByRole(AriaRole.OPTION, named("City Centre – Fulwood")).click();
        // Fulwood is the far end of the 12
        p.getByLabel("Away from the city centre").check();
        p.getByLabel("Date you travelled").fill("2027-02-05");
        p.getByLabel("Roughly what time did you get off?").fill("17:40");
        p.getByLabel("Upstairs").check();
        p.getByLabel("Type of item").selectOption("bag");
        // navy and grey
        p.getByLabel("Main colours").selectOption(new String[] {"blue", "grey"});
        p.getByLabel("Describe the item").fill("Navy Fjallraven Kanken rucksack with grey straps. Library book and a blue water bottle inside.");
        p.getByLabel("Your name").fill("Aisha Begum");
        p.getByLabel("Email address").fill("aisha.begum@example.org");
        p.getByLabel("Phone number (optional)").fill("0114 496 0733");
        press(p, "Send report");
        seen(p, "Thanks, we've logged your report");
      }),
      Map.entry("learner-driver-enquiry", p -> {
        p.getByLabel("Full name").fill("Jake Farrell");
        p.getByLabel("Email", exact()).fill("jake.farrell@example.com");
        p.getByLabel("Mobile").fill("07700 900 119");
        p.getByLabel("Pick-up postcode").fill("M20 2RN");
        p.getByLabel("Yes", exact()).check();
        // "Not sure yet" is chosen for them; they want automatic
        p.getByText("Automatic", exactText()).click();
        p.getByLabel("Hours of driving you've done so far").fill("10");
        p.getByLabel("Wed").check();
        p.getByLabel("Sat").check();
        p.getByLabel("Sun").check();
        // the intensive-course switch stays off
        p.getByLabel("I agree to Clearway contacting me").check();
        p.getByLabel("Send me driving tips and special offers by email").uncheck();
        press(p, "Send enquiry");
        seen(p, "Thanks – we've got your enquiry");
      }),
      Map.entry("nachhilfe-anfrage", p -> {
        p.getByLabel("Vorname des Kindes").fill("Leo");
        p.getByLabel("Klassenstufe").selectOption("8");
        p.getByLabel("Schulform").selectOption("gymnasium");
        // maths and English
        Locator faecher = p.getByRole(AriaRole.COMBOBOX, named("Fächer"));
        faecher.click();
        faecher.fill("Mat");
        faecher.press("Enter");
        faecher.fill("Engl");
        // the listbox of the widget, not the native select it keeps for screen readers
        p.locator("#faecher-ts-dropdown").getByRole(AriaRole.OPTION, namedIn("Englisch")).click();
        p.getByLabel("Stunden pro Woche").fill("2");
        p.getByLabel("Dienstag").check();
        p.getByLabel("Donnerstag").check();
        p.getByRole(AriaRole.SWITCH, named("Online-Unterricht")).click();
        p.getByLabel("Ihr Name").fill("Sarah Whitfield");
        p.getByLabel("E-Mail").fill("sarah.whitfield@example.com");
        p.getByLabel("Telefon").fill("0176 4455 2310");
        p.getByLabel("Ich habe die Datenschutzhinweise gelesen").check();
        press(p, "Probestunde anfragen");
        seen(p, "Vielen Dank für Ihre Anfrage!");
      }),
      Map.entry("kita-platz-vormerkung", p -> {
        // "Vorname" and "Nachname" are asked for the child and for the parent, under two headings
        p.locator("#kindVorname").fill("Emma");
        p.locator("#kindNachname").fill("Schubert");
        p.getByLabel("Geburtsdatum des Kindes").fill("2026-03-11");
        p.getByLabel("Gewünschter Betreuungsbeginn").fill("2027-08");
        // about 30 hours a week
        p.getByLabel("bis 35 Stunden").check();
        p.getByLabel("Wunsch-Kita (1. Wahl)").selectOption("sonnenblume");
        p.getByLabel("Wunsch-Kita (2. Wahl)").selectOption("regenbogen");
        p.getByLabel("Ja", exact()).check();
        p.getByLabel("Name des Geschwisterkindes und Kita").fill("Mila Schubert, Kita Sonnenblume");
        p.locator("#elternVorname").fill("Julia");
        p.locator("#elternNachname").fill("Schubert");
        p.getByLabel("Straße und Hausnummer").fill("Ahornweg 7");
        p.getByLabel("PLZ").fill("79576");
        p.getByLabel("Ort", exact()).fill("Lindenau");
        p.getByLabel("Telefon").fill("0171 2233445");
        p.getByLabel("E-Mail-Adresse").fill("julia.schubert@example.de");
        p.getByLabel("Ich willige ein").check();
        press(p, "Vormerkung absenden");
        seen(p, "Ihre Vormerkung ist eingegangen");
      }),
      Map.entry("demande-location-gite", p -> {
        p.getByRole(AriaRole.RADIO, named("La Grange")).click();
        p.getByLabel("Date d'arrivée").fill("2027-07-17");
        p.getByLabel("Date de départ").fill("2027-07-24");
        p.getByLabel("Adultes").fill("2");
        p.getByLabel("Enfants (moins de 12 ans)").fill("2");
        p.getByRole(AriaRole.SWITCH, named("Nous venons avec un animal")).click();
        p.getByLabel("Nom", exact()).fill("Dupuis");
        p.getByLabel("Prénom").fill("Hélène");
        p.getByLabel("Courriel").fill("helene.dupuis@example.fr");
        p.getByLabel("Téléphone").fill("06 72 41 18 95");
        p.getByLabel("Votre message").fill("Y a-t-il une chaise haute et un barbecue ?");
        p.getByLabel("J'accepte que mes données").check();
        press(p, "Envoyer ma demande");
        seen(p, "Merci, votre demande est bien envoyée !");
      }),
      Map.entry("badge-dechetterie", p -> {
        p.getByLabel("Civilité").selectOption("m");
        p.getByLabel("Nom", exact()).fill("Hargreaves");
        p.getByLabel("Prénom").fill("David");
        p.getByLabel("Adresse du logement").fill("Le Bourg");
        p.getByLabel("Code postal").fill("47120");
        p.getByLabel("Commune", exact()).selectOption("soumensac");
        p.getByLabel("Adresse électronique").fill("david.hargreaves@example.co.uk");
        p.getByLabel("Téléphone").fill("06 12 34 56 78");
        press(p, "Suivant");
        // a holiday home
        p.getByLabel("Résidence secondaire").check();
        p.getByRole(AriaRole.BUTTON, named("Véhicule utilisé")).click();
        p.getByRole(AriaRole.OPTION, named("Voiture avec remorque")).click();
        p.getByLabel("Immatriculation du véhicule").fill("GH-482-KT");
        p.getByLabel("Déchets que vous apporterez").selectOption(new String[] {"verts", "encombrants", "cartons"});
        p.getByLabel("J'ai pris connaissance du règlement").check();
        press(p, "Envoyer ma demande");
        seen(p, "Votre demande de badge est enregistrée");
      }),
      Map.entry("renovacion-receta-cronica", p -> {
        p.getByLabel("Nombre", exact()).fill("Carmen");
        p.getByLabel("Apellidos").fill("Villalba Ortiz");
        p.getByLabel("Fecha de nacimiento").fill("1958-04-23");
        p.getByLabel("Código de la tarjeta sanitaria (CIP)").fill("VLOR480312771234");
        p.getByLabel("Teléfono móvil").fill("612 45 78 90");
        p.getByRole(AriaRole.COMBOBOX, named("Tu médico o médica de familia")).click();
        p.getByRole(AriaRole.OPTION, named("Dra. Marta Gómez")).click();
        Locator first = section(p, "Medicamento 1");
        first.getByLabel("Nombre y dosis").fill("Enalapril 10 mg");
        first.getByLabel("Cajas").selectOption("2");
        Locator second = section(p, "Medicamento 2 (opcional)");
        second.getByLabel("Nombre y dosis").fill("Atorvastatina 20 mg");
        second.getByLabel("Cajas").selectOption("1");
        // SMS is chosen for them; they want email
        p.getByLabel("Correo electrónico", exact()).check();
        p.getByLabel("Tu correo electrónico").fill("carmen.villalba@example.es");
        p.getByLabel("Observaciones (opcional)").fill("Me voy de viaje el 2 de mayo; si puede estar antes, mejor.");
        p.getByLabel("He leído la información básica").check();
        press(p, "Enviar solicitud");
        seen(p, "Solicitud enviada correctamente");
      }),
      Map.entry("shuqi-tuoguan-baoming", p -> {
        Locator parent = section(p, "家长信息");
        parent.getByLabel("姓名").fill("王丽");
        parent.getByLabel("手机号码").fill("139 1234 5678");
        parent.getByLabel("与孩子的关系").selectOption("mother");
        parent.getByLabel("家庭住址（楼栋及门牌号）").fill("阳光社区5栋2单元301");
        Locator elder = section(p, "孩子一");
        elder.getByLabel("姓名").fill("张子轩");
        elder.getByLabel("男", exactIn()).check();
        elder.getByLabel("出生日期").fill("2017-03-12");
        elder.getByRole(AriaRole.BUTTON, namedIn("目前就读年级")).click();
        p.getByRole(AriaRole.OPTION, named("四年级")).click();
        elder.getByLabel("过敏或健康情况（没有可不填）").fill("对花生过敏");
        Locator younger = section(p, "孩子二（如有）");
        younger.getByLabel("姓名").fill("张子涵");
        younger.getByLabel("女", exactIn()).check();
        younger.getByLabel("出生日期").fill("2019-08-03");
        younger.getByRole(AriaRole.BUTTON, namedIn("目前就读年级")).click();
        p.getByRole(AriaRole.OPTION, named("二年级")).click();
        p.getByRole(AriaRole.RADIO, named("下午班")).click();
        // the term starting 19 July
        p.getByLabel("期数").selectOption("2");
        p.getByLabel("家长或家人接送").check();
        p.getByLabel("本人已阅读").check();
        p.getByLabel("接收社区活动和优惠信息短信").uncheck();
        press(p, "提交报名");
        seen(p, "报名成功！");
      }),
      Map.entry("nadi-qiraa-atfal", p -> {
        p.getByLabel("الاسم الكامل").fill("منى عبدالله القحطاني");
        p.getByLabel("رقم الجوال").fill("0551234567");
        p.getByLabel("البريد الإلكتروني").fill("mona.alqahtani@example.sa");
        p.getByLabel("اسم الطفل").fill("لين");
        Locator dob = section(p, "تاريخ ميلاد الطفل");
        dob.getByLabel("اليوم").fill("14");
        dob.getByLabel("الشهر").fill("9");
        dob.getByLabel("السنة").fill("2018");
        p.getByRole(AriaRole.COMBOBOX, named("الفرع")).click();
        p.getByRole(AriaRole.OPTION, named("فرع حي الملقا")).click();
        // Arabic and English
        p.getByLabel("كلتاهما").check();
        p.getByLabel("كم كتاباً يقرأ طفلك").fill("4");
        p.getByLabel("اهتمامات الطفل").fill("قصص الحيوانات والمغامرات");
        p.getByLabel("أوافق على شروط النادي").check();
        press(p, "تسجيل");
        seen(p, "تم تسجيل طفلك في نادي القراءة بنجاح");
      }));
}
