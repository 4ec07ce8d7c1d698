package dev.autopilot.examples.blind;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the thirty-first domains corpus ({@code domains31}) works for a person, independently of
 * the library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts. Most pages ask the same labels in two sections (policyholder and added
 * driver, two cats, patient and next of kin, hamper recipient and sender, the property and the
 * person who moved out, the alarm user and two contacts, seller and buyer, the tenant and the
 * neighbour, two partners, landlord and tenant, father and mother), so a person fills each field
 * inside its own section. A person keeps the defaults that already say what they want (permanent
 * cover, hidden prices, the Complete plan, Direct Debit, e-mail contact, two car keys, borrowing
 * games, 居民身份证, 整租, 押一付三), changes those that do not (one cat to two, no time preference
 * to mornings, a medium lawn to large, one child to two, the back lawn to both), unticks the tips
 * box a page ticked for them, picks the option that fits what they wrote (twelve years is "5 years
 * or more", five windows is "3–5", children of 4 and 9 are two age bands) and works the widgets as
 * they show (ARIA radio tiles, toggle chips, comboboxes, a listbox of slots, a spinbutton with
 * buttons, a switch, a flatpickr date typed in).
 */
class Domain31CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain31CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS31, 14, 7);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static Page.GetByRoleOptions named(String name) {
    return new Page.GetByRoleOptions().setName(name);
  }

  /** A fieldset or role=group by its exact accessible name (its legend or its aria-labelledby heading). */
  private static Locator section(Page p, String name) {
    return p.getByRole(AriaRole.GROUP, new Page.GetByRoleOptions().setName(name).setExact(true));
  }

  private static Locator radios(Page p, String name) {
    return p.getByRole(AriaRole.RADIOGROUP, named(name));
  }

  private static Locator containing(Page p, String css, AriaRole role, String heading) {
    return p.locator(css).filter(new Locator.FilterOptions().setHas(p.getByRole(role, new Page.GetByRoleOptions().setName(heading).setExact(true))));
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("add-named-driver", p -> {
        p.getByLabel("Policy number").fill("HMI-4820193");
        Locator me = section(p, "You, the policyholder");
        me.getByLabel("First name").fill("Rachel");
        me.getByLabel("Last name").fill("Simmons");
        me.getByLabel("Day", exactIn()).fill("9");
        me.getByLabel("Month", exactIn()).selectOption("6");
        me.getByLabel("Year", exactIn()).fill("1984");
        Locator driver = section(p, "The driver you're adding");
        driver.getByLabel("First name").fill("Tomasz");
        driver.getByLabel("Last name").fill("Nowak");
        driver.getByLabel("Day", exactIn()).fill("22");
        driver.getByLabel("Month", exactIn()).selectOption("11");
        driver.getByLabel("Year", exactIn()).fill("1981");
        driver.getByLabel("Relationship to you").selectOption("partner");
        driver.getByLabel("EU / EEA").check();
        // twelve years is the top band
        driver.getByLabel("How long have they held this licence?").selectOption("5");
        driver.getByLabel("Licence number").fill("00417/13/0612");
        driver.getByLabel("Occupation").fill("Software tester");
        radios(p, "Any motoring convictions, accidents or claims in the last 5 years?").getByLabel("No", exactIn()).check();
        p.getByLabel("Cover the new driver from").fill("2027-10-01");
        // "Permanently" is already chosen, as the person wants
        p.getByLabel("Me, the policyholder").check();
        p.getByLabel("I confirm the details above are correct").check();
        press(p, "Add driver");
        seen(p, "Driver added");
      }),
      Map.entry("cattery-stay-booking", p -> {
        p.getByLabel("Drop-off date").fill("2027-08-14");
        p.getByLabel("Drop-off time").selectOption("am");
        p.getByLabel("Collection date").fill("2027-08-29");
        radios(p, "How many cats are staying?").getByLabel("2", exactIn()).check();
        Locator pepper = containing(p, ".panel.cat", AriaRole.HEADING, "Cat 1");
        pepper.getByLabel("Name", exactIn()).fill("Pepper");
        pepper.getByLabel("Breed").fill("British Shorthair");
        pepper.getByLabel("Age (years)").fill("7");
        pepper.getByLabel("Female").check();
        pepper.getByLabel("Neutered / spayed").check();
        pepper.getByLabel("Date of last vaccination").fill("2027-03-03");
        pepper.getByLabel("Feeding, medication or anything else").fill("Thyroid tablet with breakfast, hidden in a little tuna");
        Locator miso = containing(p, ".panel.cat", AriaRole.HEADING, "Cat 2");
        miso.getByLabel("Name", exactIn()).fill("Miso");
        miso.getByLabel("Age (years)").fill("2");
        miso.getByLabel("Male", exactIn()).check();
        miso.getByLabel("Neutered / spayed").check();
        miso.getByLabel("Date of last vaccination").fill("2027-05-18");
        p.getByLabel("My cats can share a chalet").check();
        // "About you" and the emergency contact share the labels Name and Mobile in one panel
        p.locator("#oname").fill("Priya Raman");
        p.locator("#omobile").fill("07700 900 412");
        p.getByLabel("Email", exact()).fill("priya.raman@example.co.uk");
        p.getByLabel("Practice name").fill("Lindfield Veterinary Centre");
        p.getByLabel("Phone number").fill("01444 482 100");
        p.locator("#ename").fill("Arjun Raman");
        p.locator("#emobile").fill("07700 900 733");
        p.getByLabel("I confirm my cats' vaccinations are up to date").check();
        press(p, "Request booking");
        seen(p, "Booking request received!");
      }),
      Map.entry("podiatry-home-visit", p -> {
        p.getByLabel("I'm filling this in for someone else").check();
        Locator patient = section(p, "The patient");
        patient.getByLabel("Title").selectOption("mr");
        patient.getByLabel("First name").fill("Frank");
        patient.getByLabel("Last name").fill("Doyle");
        patient.getByLabel("Date of birth").fill("1939-04-02");
        patient.getByLabel("Address").fill("7 Wellesley Court, Fareham Road, Gosport");
        patient.getByLabel("Postcode").fill("PO12 4LP");
        patient.getByLabel("Phone").fill("023 9258 4417");
        Locator kin = section(p, "Next of kin or main contact");
        kin.getByLabel("First name").fill("Helen");
        kin.getByLabel("Last name").fill("Doyle");
        kin.getByLabel("Relationship to the patient").fill("daughter");
        kin.getByLabel("Phone").fill("07700 900 658");
        kin.getByLabel("Contact this person, not the patient").check();
        p.getByLabel("Nail cutting and thick nails").check();
        p.getByLabel("Diabetic foot check").check();
        radios(p, "Does the patient have diabetes?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("How does the patient get about at home?").selectOption("stick-frame");
        p.getByLabel("Morning", exact()).check();
        p.getByLabel("GP surgery").fill("Forton Medical Centre");
        p.getByLabel("I consent to Foothold Podiatry keeping a clinical record").check();
        press(p, "Request home visit");
        seen(p, "Home visit request received");
      }),
      Map.entry("hamper-gift-order", p -> {
        p.getByRole(AriaRole.RADIO, named("Afternoon Tea")).click();
        Locator to = containing(p, "section", AriaRole.HEADING, "2 Who's it for?");
        to.getByLabel("Full name").fill("Margaret Grant");
        to.getByLabel("Address line 1").fill("Rose Cottage, 3 Mill Lane");
        to.getByLabel("Town or city").fill("Hathersage");
        to.getByLabel("Postcode").fill("S32 1BA");
        to.getByLabel("Phone number").fill("01433 650 218");
        p.getByLabel("Delivery date", exact()).fill("2027-09-17");
        p.getByLabel("Gift message", exact()).fill("Happy 90th birthday Gran! Lots of love, Olly x");
        p.getByLabel("Write the message by hand").check();
        // "Don't show prices on the delivery note" is already ticked; the person keeps it
        Locator from = containing(p, "section", AriaRole.HEADING, "4 Your details");
        from.getByLabel("Full name").fill("Oliver Grant");
        from.getByLabel("Email").fill("oliver.grant@example.com");
        from.getByLabel("Address line 1").fill("Flat 9, 41 Kelham Square");
        from.getByLabel("Town or city").fill("Sheffield");
        from.getByLabel("Postcode").fill("S3 8RY");
        from.getByLabel("Phone number").fill("07700 900 907");
        press(p, "Place order");
        seen(p, "Order placed");
      }),
      Map.entry("blinds-measuring-visit", p -> {
        p.getByLabel("Living room").check();
        p.getByLabel("Bedroom(s)").check();
        p.getByLabel("Kitchen").check();
        // five windows is the 3–5 band
        p.getByLabel("Roughly how many windows?").selectOption("3-5");
        p.getByRole(AriaRole.BUTTON, named("Roman")).click();
        p.getByRole(AriaRole.BUTTON, named("Perfect Fit")).click();
        p.getByLabel("Interested in motorised blinds?").selectOption("maybe");
        p.getByPlaceholder("Full name").fill("Daniel Okoye");
        p.getByPlaceholder("Phone number").fill("0113 496 0288");
        p.getByPlaceholder("Email address").fill("d.okoye@example.net");
        p.getByPlaceholder("House number and street").fill("26 Featherbank Avenue");
        p.getByPlaceholder("Town").fill("Hors");
        p.getByRole(AriaRole.OPTION, named("Horsforth")).click();
        p.getByPlaceholder("Postcode").fill("LS18 4QP");
        p.getByRole(AriaRole.OPTION, named("Thu 14 Oct 2027, 13:00–15:00")).click();
        press(p, "Book my free visit");
        seen(p, "You're booked in!");
      }),
      Map.entry("lawn-care-plan", p -> {
        // the Complete plan is already chosen, as the person wants
        p.getByLabel("Lawn size").selectOption("large");
        p.getByLabel("Front", exact()).check();
        p.getByLabel("Scarifying").check();
        radios(p, "Do you have pets that use the lawn?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("How do we get to the lawn?").selectOption("side-locked");
        p.getByLabel("Gate code, or where to find the key").fill("1942");
        Locator first = section(p, "Preferred first visit");
        first.getByLabel("Day").fill("15");
        first.getByLabel("Month").fill("3");
        first.getByLabel("Year").fill("2027");
        // Direct Debit is already chosen, as the person wants
        p.getByLabel("Name", exact()).fill("Sarah Whitcombe");
        p.getByLabel("Email", exact()).fill("sarah.whitcombe@example.co.uk");
        p.getByLabel("Mobile", exact()).fill("07700 900 185");
        p.getByLabel("Address", exact()).fill("12 Orchard Way, Prestbury");
        p.getByLabel("Postcode", exact()).fill("GL52 3HT");
        p.getByLabel("Send me seasonal lawn tips and offers").uncheck();
        p.getByLabel("I agree to the GreenStripe").check();
        press(p, "Start my plan");
        seen(p, "Your lawn plan is set up");
      }),
      Map.entry("council-tax-discount", p -> {
        p.getByLabel("Council Tax account number").fill("40827316");
        Locator me = section(p, "Your details");
        me.getByLabel("Full name").fill("Joanne Pritchard");
        me.getByLabel("Phone number").fill("01632 960 417");
        me.getByLabel("Email address").fill("jo.pritchard@example.org.uk");
        Locator home = section(p, "Address of the property");
        home.getByLabel("Address line 1").fill("19 Sandpiper Close");
        home.getByLabel("Town or city").fill("Northbridge");
        home.getByLabel("Postcode").fill("NB4 7QE");
        Locator since = section(p, "When did you become the only adult (aged 18 or over) living there?");
        since.getByLabel("Day").fill("14");
        since.getByLabel("Month").fill("11");
        since.getByLabel("Year").fill("2026");
        p.getByLabel("The other adult moved out").check();
        Locator ex = section(p, "The person who moved out");
        ex.getByLabel("Full name").fill("Craig Pritchard");
        ex.getByLabel("Address line 1").fill("Flat 3, 88 Victoria Road");
        ex.getByLabel("Town or city").fill("Sunderland");
        ex.getByLabel("Postcode").fill("SR1 3JQ");
        section(p, "Does anyone else aged 18 or over live at the property?").getByLabel("No", exactIn()).check();
        // contact by Email is already chosen, as the person wants
        p.getByLabel("I declare that the information I have given is correct").check();
        press(p, "Submit application");
        seen(p, "Application submitted");
      }),
      Map.entry("hausnotruf-bestellung", p -> {
        Locator mutter = section(p, "Teilnehmer/in – die Person, die den Hausnotruf nutzt");
        mutter.getByLabel("Anrede").selectOption("frau");
        mutter.getByLabel("Vorname").fill("Ingrid");
        mutter.getByLabel("Nachname").fill("Berger");
        mutter.getByLabel("Geburtsdatum").fill("1941-05-12");
        mutter.getByLabel("Straße und Hausnummer").fill("Hauptstraße 27");
        mutter.getByLabel("PLZ").fill("97070");
        mutter.getByLabel("Ort *", exactIn()).fill("Würzburg");
        mutter.getByLabel("Telefon (Festnetz)").fill("0931 456789");
        p.getByLabel("Pflegegrad *").selectOption("2");
        p.getByLabel("Kostenübernahme bei der Pflegekasse beantragen").check();
        p.getByLabel("Name der Pflegekasse").fill("AOK Bayern");
        p.getByLabel("Versichertennummer").fill("K482917365");
        p.getByLabel("Komfort").check();
        p.getByLabel("Eine Kontaktperson hat einen Schlüssel").check();
        Locator ich = section(p, "Kontaktperson 1");
        ich.getByLabel("Vorname").fill("Claudia");
        ich.getByLabel("Nachname").fill("Berger");
        ich.getByLabel("Beziehung zum Teilnehmer").selectOption("kind");
        ich.getByLabel("Telefon").fill("0170 3344556");
        ich.getByLabel("hat einen Wohnungsschlüssel").check();
        Locator nachbar = section(p, "Kontaktperson 2 (optional)");
        nachbar.getByLabel("Vorname").fill("Herbert");
        nachbar.getByLabel("Nachname").fill("Lang");
        nachbar.getByLabel("Beziehung zum Teilnehmer").selectOption("nachbar");
        nachbar.getByLabel("Telefon").fill("0931 882211");
        p.getByLabel("Wunschtermin für den Anschluss").fill("2027-09-06");
        p.getByLabel("Ich habe die AGB").check();
        p.getByLabel("Ich willige ein").check();
        press(p, "Hausnotruf verbindlich bestellen");
        seen(p, "Vielen Dank für Ihre Bestellung!");
      }),
      Map.entry("fahrzeug-kaufvertrag", p -> {
        Locator seller = containing(p, ".card", AriaRole.HEADING, "Verkäufer");
        seller.getByLabel("Vorname").fill("Mark");
        seller.getByLabel("Nachname").fill("Thornton");
        seller.getByLabel("Straße und Hausnummer").fill("Goethestraße 14");
        seller.getByLabel("PLZ").fill("60313");
        seller.getByLabel("Ort", exactIn()).fill("Frankfurt am Main");
        seller.getByLabel("Telefon").fill("0151 22334455");
        seller.getByLabel("Ausweisnummer").fill("533480917");
        Locator buyer = containing(p, ".card", AriaRole.HEADING, "Käufer");
        buyer.getByLabel("Vorname").fill("Lukas");
        buyer.getByLabel("Nachname").fill("Hoffmann");
        buyer.getByLabel("Straße und Hausnummer").fill("Berger Straße 201");
        buyer.getByLabel("PLZ").fill("60385");
        buyer.getByLabel("Ort", exactIn()).fill("Frankfurt am Main");
        buyer.getByLabel("Telefon").fill("0176 98765432");
        buyer.getByLabel("Ausweisnummer").fill("L01X00T47");
        p.getByLabel("Hersteller").selectOption("vw");
        p.getByLabel("Modell / Typ").fill("Golf 1.5 TSI");
        p.getByLabel("Fahrzeug-Identifizierungsnummer (FIN)").fill("WVWZZZCDZMW123456");
        p.getByLabel("Amtliches Kennzeichen").fill("F-MT 2847");
        p.getByLabel("Monat der Erstzulassung").selectOption("03");
        p.getByLabel("Jahr der Erstzulassung").selectOption("2019");
        p.getByLabel("Kilometerstand (laut Tacho)").fill("68400");
        p.getByLabel("Nächste Hauptuntersuchung (HU) fällig").fill("2027-05");
        // two keys is already shown, as the person has
        p.getByLabel("Das Fahrzeug ist nach Kenntnis des Verkäufers unfallfrei").check();
        p.getByLabel("Kaufpreis", exact()).fill("14.750");
        p.getByLabel("Barzahlung bei Übergabe").check();
        p.getByLabel("Übergabedatum").fill("2027-09-25");
        p.getByLabel("Das Fahrzeug wird unter Ausschluss jeglicher Sachmängelhaftung verkauft").check();
        press(p, "Kaufvertrag erstellen");
        seen(p, "Ihr Kaufvertrag ist fertig");
      }),
      Map.entry("constat-degat-des-eaux", p -> {
        Locator moi = containing(p, "section.bloc", AriaRole.HEADING, "Vous");
        moi.getByLabel("Locataire", exactIn()).check();
        moi.getByLabel("Nom", exactIn()).fill("Roussel");
        moi.getByLabel("Prénom").fill("Camille");
        moi.getByLabel("Adresse du logement").fill("18 rue Paul Bert, 69003 Lyon");
        moi.getByLabel("Étage").selectOption("2");
        moi.getByLabel("Assureur").fill("Mutuelle Horizon");
        moi.getByLabel("N° de contrat").fill("MH-2291-4470");
        Locator voisin = containing(p, "section.bloc", AriaRole.HEADING, "L'autre partie (voisin, propriétaire ou syndic)");
        voisin.getByLabel("Propriétaire occupant", exactIn()).check();
        voisin.getByLabel("Nom", exactIn()).fill("Marchetti");
        voisin.getByLabel("Prénom").fill("Julien");
        voisin.getByLabel("Adresse du logement").fill("18 rue Paul Bert, 69003 Lyon");
        voisin.getByLabel("Étage").selectOption("3");
        voisin.getByLabel("Assureur").fill("Assurances du Rhône");
        voisin.getByLabel("N° de contrat").fill("AR 77 310 452");
        p.getByLabel("Date de découverte").fill("2026-11-03");
        p.getByLabel("Origine de la fuite").selectOption("joint");
        p.getByLabel("de chez l'autre partie").check();
        p.getByLabel("Salle de bain").check();
        p.getByLabel("Entrée / couloir").check();
        p.getByLabel("Décrivez les dommages constatés").fill(
            "Tache d'humidité au plafond de la salle de bain qui s'étend vers le couloir, la peinture cloque.");
        section(p, "La cause de la fuite a-t-elle été réparée ?").getByLabel("Oui", exactIn()).check();
        p.getByLabel("Téléphone").fill("06 45 12 78 90");
        p.getByLabel("Courriel").fill("camille.roussel@example.fr");
        p.getByLabel("Je certifie sur l'honneur").check();
        press(p, "Envoyer la déclaration");
        seen(p, "Déclaration enregistrée");
      }),
      Map.entry("adhesion-ludotheque", p -> {
        p.getByRole(AriaRole.RADIO, named("Famille")).click();
        p.getByLabel("Nom", exact()).fill("Carter");
        p.getByLabel("Prénom").fill("Emily");
        p.getByLabel("Adresse", exact()).fill("7 allée des Tilleuls");
        p.getByLabel("Code postal").fill("35510");
        p.getByRole(AriaRole.COMBOBOX, named("Commune")).fill("Cesson");
        p.getByRole(AriaRole.OPTION, named("Cesson-Sévigné")).click();
        p.getByLabel("Téléphone").fill("07 81 22 45 90");
        p.getByLabel("Courriel").fill("emily.carter@example.com");
        p.getByRole(AriaRole.BUTTON, named("Un enfant de plus")).click();
        // a child of 4 and one of 9
        p.getByLabel("3 à 6 ans").check();
        p.getByLabel("7 à 11 ans").check();
        // borrowing games is already switched on, as the person wants
        p.getByLabel("Je veux bien donner un coup de main").check();
        p.getByLabel("Règlement de l'adhésion").selectOption("carte");
        p.getByLabel("J'ai lu et j'accepte le règlement intérieur").check();
        press(p, "Valider mon adhésion");
        seen(p, "Bienvenue à La Marelle !");
      }),
      Map.entry("solicitud-pareja-de-hecho", p -> {
        Locator yo = section(p, "Primer miembro de la pareja");
        yo.getByLabel("Nombre", exactIn()).fill("Lucía");
        yo.getByLabel("Primer apellido").fill("Fernández");
        yo.getByLabel("Segundo apellido").fill("Ortega");
        yo.getByLabel("Tipo de documento").selectOption("dni");
        yo.getByLabel("Número de documento").fill("71543298G");
        yo.getByLabel("Día", exactIn()).selectOption("8");
        yo.getByLabel("Mes", exactIn()).selectOption("2");
        yo.getByLabel("Año", exactIn()).selectOption("1993");
        yo.getByLabel("Nacionalidad").selectOption("ES");
        yo.getByLabel("Estado civil").selectOption("soltero");
        yo.getByLabel("Teléfono móvil").fill("644 218 930");
        yo.getByLabel("Correo electrónico").fill("lucia.fdez@example.es");
        Locator andrea = section(p, "Segundo miembro de la pareja");
        andrea.getByLabel("Nombre", exactIn()).fill("Andrea");
        andrea.getByLabel("Primer apellido").fill("Moretti");
        andrea.getByLabel("Tipo de documento").selectOption("nie");
        andrea.getByLabel("Número de documento").fill("Y2384716K");
        andrea.getByLabel("Día", exactIn()).selectOption("30");
        andrea.getByLabel("Mes", exactIn()).selectOption("11");
        andrea.getByLabel("Año", exactIn()).selectOption("1990");
        andrea.getByLabel("Nacionalidad").selectOption("IT");
        andrea.getByLabel("Estado civil").selectOption("divorciado");
        andrea.getByLabel("Teléfono móvil").fill("611 402 775");
        andrea.getByLabel("Correo electrónico").fill("andrea.moretti@example.it");
        p.getByLabel("Dirección").fill("Calle Arenal 12, 3º B");
        p.getByLabel("Código postal").fill("28400");
        radios(p, "¿Tenéis hijos en común?").getByLabel("No", exactIn()).check();
        Locator date = p.getByLabel("Fecha preferida");
        date.fill("19/10/2027");
        date.press("Tab");
        p.getByLabel("Mañana (9:00 – 14:00)").check();
        p.getByLabel("Declaramos bajo nuestra responsabilidad").check();
        press(p, "Solicitar cita");
        seen(p, "Solicitud registrada");
      }),
      Map.entry("zulin-hetong-beian", p -> {
        Locator landlord = section(p, "出租人（甲方）");
        landlord.getByLabel("姓名").fill("陈建国");
        landlord.getByLabel("证件号码").fill("33010619650712123X");
        landlord.getByLabel("手机号码").fill("13905716688");
        Locator me = section(p, "承租人（乙方）");
        me.getByLabel("姓名").fill("林晓雯");
        me.getByLabel("证件号码").fill("330102199503182420");
        me.getByLabel("手机号码").fill("188 6712 3456");
        p.getByLabel("房屋坐落").fill("杭州市西湖区文三路218号3幢1502室");
        p.getByLabel("建筑面积（㎡）").fill("89");
        p.getByLabel("住宅").check();
        // 整租 and 押一付三 are already chosen, as the tenant has
        p.getByLabel("起租日期").fill("2027-09-01");
        p.getByLabel("到期日期").fill("2028-08-31");
        p.getByLabel("月租金（元）").fill("4800");
        p.getByLabel("押金（元）").fill("4800");
        p.getByLabel("居住人数").fill("2");
        p.getByLabel("本人承诺所填信息真实有效").check();
        press(p, "提交备案");
        seen(p, "备案申请已提交");
      }),
      Map.entry("tasjil-mawlud-jadid", p -> {
        Locator baby = section(p, "بيانات المولود");
        baby.getByLabel("الاسم الأول للمولود").fill("سلمان");
        baby.getByLabel("ذكر").check();
        baby.getByLabel("اليوم").selectOption("15");
        baby.getByLabel("الشهر").selectOption("11");
        baby.getByLabel("السنة").selectOption("2026");
        baby.getByLabel("مدينة الولادة").selectOption("jeddah");
        baby.getByLabel("اسم المستشفى").fill("مستشفى الملك فهد العام");
        Locator father = section(p, "بيانات الأب");
        father.getByLabel("الاسم الكامل").fill("فيصل عبدالعزيز الحربي");
        father.getByLabel("رقم الهوية الوطنية / الإقامة").fill("1048392716");
        father.getByLabel("الجنسية").selectOption("SA");
        father.getByLabel("رقم الجوال").fill("0554412378");
        Locator mother = section(p, "بيانات الأم");
        mother.getByLabel("الاسم الكامل").fill("نورة سعد العتيبي");
        mother.getByLabel("رقم الهوية الوطنية / الإقامة").fill("1093847265");
        mother.getByLabel("الجنسية").selectOption("SA");
        mother.getByLabel("رقم الجوال").fill("0509876543");
        radios(p, "من سيحضر الموعد؟").getByLabel("الأب", exactIn()).check();
        p.getByLabel("تاريخ الموعد").fill("2027-01-10");
        p.getByLabel("الفترة").selectOption("morning");
        p.getByLabel("أقر بصحة البيانات المدخلة").check();
        press(p, "إرسال الطلب");
        seen(p, "تم استلام طلبكم");
      }));
}
