package dev.autopilot.examples.blind;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the twenty-eighth domains corpus ({@code domains28}) works for a person, independently
 * of the library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and
 * its per-page fill scripts. A person keeps the defaults that already say what they want (a
 * quantity of one tree, the full valet, a weekend hire, two adults and no pet, shop pickup, the
 * canteen lunch), changes those that do not (a contents cover, a vehicle size, a child count, a
 * number of cake portions, a diet, a number of water bottles), unticks the boxes the page ticked
 * for them and they did not agree to (an offers email, a next-year reminder, photo permission),
 * and works the widgets as they show (flatpickr's typed dates, tom-select's dropdown, a Vue form,
 * two forms whose second step appears after Continue or Weiter).
 */
class Domain28CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain28CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS28, 14, 7);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("self-storage-quote", p -> {
        p.getByLabel("Which store?").selectOption("LDS-KIR");
        p.getByLabel("75 sq ft").check();
        p.getByLabel("Household boxes").check();
        p.getByLabel("Furniture and white goods").check();
        p.getByLabel("Move-in date").fill("2027-03-01");
        p.getByLabel("How long do you expect to store for?").selectOption("3-6m");
        p.getByLabel("Contents cover").selectOption("2500");
        p.getByLabel("free collection van").check();
        p.getByLabel("First name").fill("Daniel");
        p.getByLabel("Last name").fill("Okafor");
        p.getByLabel("Email address").fill("daniel.okafor@example.co.uk");
        p.getByLabel("Phone number").fill("07700 900 418");
        p.getByLabel("Text message").check();
        p.getByLabel("Promo code").fill("FIRSTMONTH50");
        p.getByLabel("Keep me posted about KeepSafe offers").uncheck();
        press(p, "Get my quote");
        seen(p, "your storage quote is on its way");
      }),
      Map.entry("heat-pump-grant-check", p -> {
        p.getByLabel("Postcode of the property").fill("YO31 8HW");
        p.getByLabel("Yes, I own it and live in it").check();
        p.getByLabel("What type of property is it?").selectOption("semi");
        p.getByLabel("How is the property heated now?").selectOption("GAS");
        p.getByLabel("More than 15 years").check();
        p.getByLabel("Air source heat pump").check();
        p.getByLabel("Solar panels (alongside a heat pump)").check();
        group(p, "Energy Performance Certificate").getByLabel("Yes", exactIn()).check();
        press(p, "Continue");
        p.getByLabel("Title", exact()).selectOption("Mrs");
        p.getByLabel("Full name").fill("Karen Whitfield");
        p.getByLabel("First line of the property address").fill("27 Heworth Green");
        p.getByLabel("Email address").fill("karen.whitfield@example.co.uk");
        p.getByLabel("Telephone number").fill("01904 960 215");
        p.getByLabel("I confirm that the information I have given is correct").check();
        press(p, "Submit application");
        seen(p, "Application received");
      }),
      Map.entry("christmas-tree-delivery", p -> {
        p.getByLabel("Nordmann Fir").check();
        p.getByLabel("Height").selectOption("6-7");
        // quantity: 1 is already there, as the person wants
        p.getByLabel("Cast-iron tree stand").check();
        p.getByLabel("Netting for easy carrying").check();
        // flatpickr with allowInput: type the date as the page shows it (dd/mm/yyyy), then leave the field
        p.getByLabel("Delivery date").fill("04/12/2027");
        p.getByLabel("Delivery date").press("Tab");
        p.locator("header").click(); // close the calendar if it stays open
        p.getByLabel("Morning, 8am–12pm").check();
        p.getByLabel("Full name").fill("Rebecca Hall");
        p.getByLabel("Email *", exact()).fill("becky.hall@example.co.uk");
        p.getByLabel("Phone *", exact()).fill("07700 900 734");
        p.getByLabel("Delivery address").fill("14 Bramble Close");
        p.getByLabel("Postcode").fill("HG2 7QP");
        p.getByLabel("Delivery instructions").fill("Side gate is usually open, leave it by the garage if we're out");
        p.getByLabel("Email me a reminder to order my tree next year").uncheck();
        press(p, "Place order");
        seen(p, "Order confirmed!");
      }),
      Map.entry("tattoo-consultation", p -> {
        p.getByLabel("Artist", exact()).selectOption("MIA");
        p.getByLabel("Rough size").selectOption("S");
        p.getByLabel("Your idea").fill("small sprig of lavender with my daughter's name 'Elsie' in script underneath");
        p.getByLabel("Forearm").check();
        p.getByLabel("Black & grey").check();
        group(p, "Is this your first tattoo?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Thu", exact()).check();
        p.getByLabel("Sat", exact()).check();
        p.getByLabel("Name *", exact()).fill("Chloe Brennan");
        p.getByLabel("Email *", exact()).fill("chloe.brennan@example.com");
        p.getByLabel("Mobile").fill("07700 900 552");
        p.getByLabel("Instagram").fill("@chloe.bakes");
        p.getByLabel("I'm 18 or over and will bring photo ID").check();
        press(p, "Request consultation");
        seen(p, "Request sent");
      }),
      Map.entry("mobile-car-valeting", p -> {
        p.getByLabel("Vehicle size").selectOption("S");
        p.getByLabel("Make and model").fill("Fiat 500");
        p.getByLabel("Registration").fill("MA19 KZT");
        // the full valet is already chosen, as the person wants
        p.getByLabel("Pet hair removal").check();
        p.getByLabel("Date *", exact()).fill("2027-03-13");
        p.getByLabel("Arrival time").selectOption("08:00");
        p.getByLabel("Address where the car will be").fill("8 Chestnut Avenue, Cheadle Hulme");
        p.getByLabel("Postcode").fill("SK8 7DL");
        group(p, "Can we use an outside tap and a power socket?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Name *", exact()).fill("Tom Ashworth");
        p.getByLabel("Email *", exact()).fill("tom.ashworth@example.co.uk");
        p.getByLabel("Mobile *", exact()).fill("07700 900 163");
        press(p, "Book my valet");
        seen(p, "You're booked in!");
      }),
      Map.entry("hot-tub-hire", p -> {
        p.getByLabel("Lay-Z 6-person inflatable").check();
        p.getByTitle("Delivery date").fill("2027-05-21");
        // the weekend (3 nights) is already chosen, as the person wants
        p.getByTitle("Where will the tub go?").selectOption("patio");
        p.getByTitle("Nearest outdoor socket").selectOption("under-10m");
        p.getByLabel("LED mood lights").check();
        p.getByLabel("Gazebo cover").check();
        p.getByPlaceholder("Full name *").fill("Jess Penrose");
        p.getByPlaceholder("Email address *").fill("jess.penrose@example.com");
        p.getByPlaceholder("Phone number *").fill("07700 900 926");
        p.getByPlaceholder("Delivery address *").fill("Trewartha Cottage, Polwithen Road, Carbis Bay");
        p.getByPlaceholder("Postcode *").fill("TR26 2SQ");
        p.getByPlaceholder("What's the occasion?").fill("mum's 60th");
        p.getByPlaceholder("Access notes").fill("Three steps down to the garden through a side gate, 80cm wide");
        p.getByLabel("I agree to the hire terms").check();
        press(p, "Check availability & book");
        seen(p, "We've pencilled in your hot tub");
      }),
      Map.entry("wedding-dj-enquiry", p -> {
        p.getByLabel("Your names").fill("Hannah & Joe");
        p.getByLabel("Wedding date").fill("2027-09-18");
        p.getByLabel("Venue name").fill("The Tithe Barn");
        p.getByLabel("Town or village").fill("Bourton-on-the-Water");
        p.getByLabel("Number of evening guests").selectOption("100-150");
        p.getByLabel("Evening party (7.30pm – midnight)").check();
        p.getByLabel("Start time").fill("19:30");
        p.getByLabel("Finish time").fill("00:00");
        p.getByLabel("Disco, soul & Motown").check();
        p.getByLabel("90s & 00s indie").check();
        p.getByLabel("Don't know").check();
        p.getByLabel("Venue uplighting").check();
        p.getByLabel("Email *", exact()).fill("hannah.joe.wedding@example.com");
        p.getByLabel("Phone", exact()).fill("07700 900 281");
        p.getByLabel("How did you find us?").selectOption("venue");
        p.getByLabel("Anything else?").fill("First dance is Dreams by Fleetwood Mac. Please no Macarena!");
        press(p, "Send enquiry");
        seen(p, "Thank you for your enquiry!");
      }),
      Map.entry("ferienwohnung-anfrage", p -> {
        p.getByLabel("Kampenwand").check();
        // flatpickr (de) with allowInput: type TT.MM.JJJJ and leave the field
        p.getByLabel("Anreise").fill("14.08.2027");
        p.getByLabel("Anreise").press("Tab");
        p.locator("h1").click();
        p.getByLabel("Abreise").fill("21.08.2027");
        p.getByLabel("Abreise").press("Tab");
        p.locator("h1").click();
        // two adults already, as the person wants; one child to add
        p.getByLabel("Kinder (bis 14 J.)").fill("1");
        p.getByLabel("Alter der Kinder").fill("6");
        // no pet: already chosen
        p.getByLabel("Bettwäsche und Handtücher").check();
        p.getByLabel("Kinderreisebett und Hochstuhl").check();
        p.getByLabel("Anrede").selectOption("frau");
        p.getByLabel("Vorname").fill("Sabine");
        p.getByLabel("Nachname").fill("Krüger");
        p.getByLabel("Straße und Hausnummer").fill("Lindenstraße 12");
        p.getByLabel("PLZ").fill("90429");
        p.getByLabel("Ort", exact()).fill("Nürnberg");
        p.getByLabel("E-Mail").fill("sabine.krueger@example.de");
        p.getByLabel("Telefon").fill("0911 960 4471");
        p.getByLabel("Ihre Nachricht an uns").fill("Wir reisen mit dem Zug an – gibt es einen Abholservice vom Bahnhof Prien?");
        p.getByLabel("Datenschutzerklärung zur Kenntnis genommen").check();
        press(p, "Anfrage senden");
        seen(p, "Vielen Dank für Ihre Anfrage!");
      }),
      Map.entry("wunschkennzeichen-reservierung", p -> {
        p.getByLabel("Unterscheidungszeichen").selectOption("RO");
        p.getByLabel("Buchstaben", exact()).fill("JS");
        p.getByLabel("Ziffern", exact()).fill("2027");
        p.getByLabel("Pkw / Lkw / Wohnmobil").check();
        press(p, "Weiter");
        p.getByLabel("Anlass der Zulassung").selectOption("neu");
        p.getByLabel("natürliche Person").check();
        p.getByLabel("Vorname").fill("James");
        p.getByLabel("Familienname / Firma").fill("Sutton");
        p.getByLabel("Geburtsdatum").fill("1986-06-14");
        p.getByLabel("Straße, Hausnummer").fill("Kufsteiner Straße 41");
        p.getByLabel("Postleitzahl").fill("83022");
        p.getByLabel("Wohnort").fill("Rosenheim");
        p.getByLabel("E-Mail-Adresse").fill("james.sutton@example.com");
        p.getByLabel("Mir ist bekannt, dass die Reservierung nach 90 Tagen verfällt").check();
        press(p, "Kostenpflichtig reservieren");
        seen(p, "Reservierung erfolgreich");
      }),
      Map.entry("commande-gateau-personnalise", p -> {
        p.getByLabel("Pour quelle occasion ?").selectOption("anniversaire");
        p.getByLabel("Fraisier").check();
        p.getByLabel("Nombre de parts").selectOption("12");
        p.getByLabel("Inscription sur le gâteau").fill("Joyeux anniversaire Papa");
        p.getByLabel("Bougies (offertes)").check();
        p.getByLabel("Fruits à coque").check();
        p.getByLabel("Date *", exact()).fill("2027-06-12");
        p.getByLabel("Créneau").selectOption("matin");
        // shop pickup is already chosen, as the person wants
        p.getByLabel("Prénom").fill("Camille");
        p.getByLabel("Nom *", exact()).fill("Roussel");
        p.getByLabel("Téléphone").fill("06 12 48 73 90");
        p.getByLabel("E-mail").fill("camille.roussel@example.fr");
        p.getByLabel("Précisions sur votre commande").fill("Possible d'ajouter un « 70 » en chocolat sur le dessus ?");
        p.getByLabel("J'ai lu et j'accepte les conditions générales de vente").check();
        press(p, "Valider ma commande");
        seen(p, "Merci ! Votre commande est enregistrée");
      }),
      Map.entry("inscription-centre-loisirs", p -> {
        p.getByLabel("Nom de l'enfant *", exact()).fill("Harper");
        p.getByLabel("Prénom de l'enfant").fill("Lily");
        p.getByLabel("Date de naissance").fill("2019-05-03");
        p.getByLabel("Classe fréquentée").selectOption("CE1");
        p.getByLabel("Semaine 2").check();
        p.getByLabel("Semaine 3").check();
        // lunch at the canteen is already chosen, as the person wants
        p.getByLabel("Régime alimentaire").selectOption("sans-porc");
        p.getByLabel("Accueil du matin dès 7 h 30").check();
        p.getByLabel("Allergies, traitement, PAI").fill("Mild asthma – blue inhaler in her rucksack");
        p.getByLabel("Nom *", exact()).fill("Harper");
        p.getByLabel("Prénom *", exact()).fill("Emma");
        p.getByLabel("Lien avec l'enfant").selectOption("mere");
        p.getByLabel("Téléphone portable").fill("06 71 23 45 98");
        p.getByLabel("Courriel").fill("emma.harper@example.com");
        p.getByLabel("Quotient familial CAF").fill("780");
        p.getByLabel("J'autorise la commune à photographier mon enfant").uncheck();
        p.getByLabel("J'ai pris connaissance du règlement intérieur").check();
        press(p, "Valider l'inscription");
        seen(p, "Inscription enregistrée");
      }),
      Map.entry("presupuesto-reforma-cocina", p -> {
        p.getByLabel("Reforma integral").check();
        p.getByLabel("Superficie aproximada").fill("12");
        p.getByLabel("Distribución").selectOption("L");
        p.getByLabel("Fontanería").check();
        p.getByLabel("Electricidad").check();
        p.getByLabel("Suelo", exact()).check();
        p.getByLabel("Presupuesto aproximado").selectOption("10000-15000");
        p.getByLabel("¿Cuándo quieres empezar?").selectOption("1-3m");
        // tom-select: open the province box and pick the province from its dropdown
        p.locator(".ts-control").click();
        p.locator(".ts-dropdown").getByRole(AriaRole.OPTION, new Locator.GetByRoleOptions().setName("Valencia")).click();
        p.locator("h2").first().click(); // close the dropdown if it stays open
        p.getByLabel("Localidad").fill("Torrent");
        p.getByLabel("Código postal").fill("46900");
        p.getByLabel("Nombre y apellidos").fill("Javier Morales Ibáñez");
        p.getByLabel("Teléfono").fill("622 481 935");
        p.getByLabel("Email").fill("javi.morales@example.es");
        p.getByLabel("Por la tarde").check();
        p.getByLabel("Cuéntanos más sobre tu cocina").fill("Queremos quitar el tabique que separa la cocina del salón.");
        p.getByLabel("He leído y acepto la política de privacidad").check();
        press(p, "Solicitar presupuesto");
        seen(p, "Hemos recibido tu solicitud");
      }),
      Map.entry("ishtirak-miyah-shurb", p -> {
        p.getByLabel("قارورة ٥ جالون").check();
        p.getByLabel("عدد القوارير أو الكراتين في كل توصيلة").fill("4");
        p.getByLabel("تكرار التوصيل").selectOption("weekly");
        p.getByLabel("اليوم المفضل").selectOption("sun");
        p.getByLabel("صباحاً").check();
        p.getByLabel("الاسم الكامل").fill("عبدالله بن سعد الحربي");
        p.getByLabel("رقم الجوال").fill("055 123 4567");
        p.getByLabel("الحي *", exact()).selectOption("NRJ");
        p.getByLabel("العنوان الوطني المختصر").fill("RNAB4821");
        p.getByLabel("وصف العنوان").fill("شارع أبي بكر الرازي، فيلا ١٢، البوابة السوداء بجانب المسجد");
        p.getByLabel("مدى عند الاستلام").check();
        p.getByLabel("أوافق على شروط الاشتراك").check();
        press(p, "اشترك الآن");
        seen(p, "تم تسجيل اشتراكك بنجاح");
      }),
      Map.entry("jichang-jieji-yuyue", p -> {
        group(p, "服务类型").getByLabel("接机", exactIn()).check();
        p.getByLabel("机场").selectOption("PVG");
        p.getByLabel("航班号").fill("MU5102");
        p.getByLabel("航班日期").fill("2027-04-18");
        p.getByLabel("计划到达时间").fill("21:20");
        p.getByLabel("目的地地址").fill("上海市徐汇区衡山路534号 衡山宾馆");
        p.getByLabel("乘车人数").selectOption("3");
        p.getByLabel("行李数量").selectOption("2-3");
        p.getByLabel("商务型").check();
        p.getByLabel("儿童安全座椅").check();
        p.getByLabel("举牌接机").check();
        p.getByLabel("联系人").fill("陈思远");
        p.getByLabel("手机号码").fill("13912345678");
        p.getByLabel("微信号").fill("chensy_88");
        p.getByLabel("我已阅读并同意").check();
        press(p, "立即预约");
        seen(p, "预约成功");
      }));
}
