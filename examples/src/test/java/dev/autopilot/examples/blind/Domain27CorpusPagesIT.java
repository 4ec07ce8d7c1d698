package dev.autopilot.examples.blind;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the twenty-seventh domains corpus ({@code domains27}) works for a person, independently
 * of the library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and
 * its per-page fill scripts. A person unticks the boxes the page ticked for them and they did not
 * agree to (every page pre-ticks one: a fixtures email, a newsletter, a village directory
 * listing, offers by email or WhatsApp, a mailing list, studio news, image rights, a published
 * phone number, wardrobe sales news, early-booking offers), keeps the defaults that already say
 * what they want (a board type, a person count, a ground-floor access, a level, a transport, a
 * plot count, a task already ticked), changes those that do not (a care type, a fitting, a
 * payment), and works the widgets as they show (flatpickr's typed date, tom-select's dropdown, a
 * Vue form whose medication box reveals a field).
 */
class Domain27CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain27CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS27, 14, 6);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("orienteering-event-entry", p -> {
        p.getByLabel("First name").fill("Tom");
        p.getByLabel("Surname").fill("Haworth");
        p.getByLabel("Date of birth").fill("1979-03-22");
        p.getByLabel("Club *", exact()).selectOption("AIRE");
        p.getByLabel("British Orienteering membership number").fill("518842");
        p.getByLabel("Course *", exact()).selectOption("C3");
        p.getByLabel("Late (11:50–12:30)").check();
        p.getByLabel("SI card number").fill("2047715");
        p.getByLabel("Email *", exact()).fill("tom.haworth@example.org.uk");
        p.getByLabel("Mobile number").fill("07700 900 612");
        p.getByLabel("Emergency contact name").fill("Ruth Haworth");
        p.getByLabel("Emergency contact phone").fill("07700 900 388");
        p.getByLabel("Car registration").fill("YD19 KTP");
        p.getByLabel("I understand orienteering is an adventure sport").check();
        p.getByLabel("Email me the PFO fixtures list").uncheck();
        press(p, "Submit entry");
        seen(p, "your entry for Hebden Moor Middle Distance has been received");
      }),
      Map.entry("paddleboard-hire", p -> {
        p.getByLabel("Launch point").selectOption("NIC");
        // flatpickr with allowInput: type the date as the page shows it (dd/mm/yyyy), then leave the field
        p.getByLabel("Date", exact()).fill("12/06/2027");
        p.getByLabel("Date", exact()).press("Tab");
        p.locator("h1").click();
        p.getByLabel("Afternoon, 13:00–16:00").check();
        p.getByLabel("Adult boards").fill("2");
        p.getByLabel("Junior boards").fill("1");
        p.getByLabel("Paddling experience of the group").selectOption("0");
        p.getByLabel("Wetsuit hire").check();
        p.getByLabel("10-litre dry bag").check();
        p.getByLabel("Wetsuit sizes").fill("M, junior 12");
        p.getByLabel("Add a 30-minute on-the-water safety briefing").check();
        p.getByLabel("Full name").fill("Gemma Thornley");
        p.getByLabel("Email address").fill("gemma.thornley@example.com");
        p.getByLabel("Mobile").fill("07700 900 271");
        p.getByLabel("Everyone in my group can swim 50 metres").check();
        p.getByLabel("I accept the hire terms").check();
        p.getByLabel("Send me Still Water news and offers").uncheck();
        press(p, "Book boards");
        seen(p, "Boards reserved!");
      }),
      Map.entry("parish-magazine-advert", p -> {
        p.getByLabel("Your name").fill("Martin Coles");
        p.getByLabel("Business or organisation").fill("Coles & Son Chimney and Stove Services");
        p.getByLabel("Email *", exact()).fill("martin@colesandson.example.co.uk");
        p.getByLabel("Telephone").fill("01632 960 733");
        p.getByLabel("1/4 page – £16 per issue").check();
        p.getByLabel("April 2027").check();
        p.getByLabel("May 2027").check();
        p.getByLabel("June 2027").check();
        p.getByLabel("Section of the magazine").selectOption("TR");
        p.getByLabel("Please set the advert from my wording").check();
        p.getByLabel("Wording of the advert").fill("COLES & SON – Chimney sweeping, stove fitting and servicing. HETAS registered. Clean, tidy, local since 1988. Call 01632 960 733 or visit colesandson.example.co.uk");
        p.getByLabel("How will you pay?").selectOption("bacs");
        p.getByLabel("I confirm the advert is legal, decent and honest").check();
        p.getByLabel("Also list my business free in the online Ashcombe village directory").uncheck();
        press(p, "Send advert booking");
        seen(p, "Your advert booking has reached the magazine team");
      }),
      Map.entry("pet-sitting-request", p -> {
        p.getByLabel("Your name").fill("Priya Raman");
        p.getByLabel("Email", exact()).fill("priya.raman@example.co.uk");
        p.getByLabel("Phone number").fill("07700 900 845");
        p.getByLabel("Postcode").fill("BS6 5QA");
        p.getByLabel("Type of pet").selectOption("cat");
        p.getByLabel("How many pets?").fill("2");
        p.getByLabel("Pet names").fill("Mango and Biscuit");
        p.getByLabel("First day of sitting").fill("2027-08-02");
        p.getByLabel("Last day of sitting").fill("2027-08-09");
        p.getByLabel("Two 30-minute visits a day").check();
        // feeding is ticked already, as the person wants
        p.getByLabel("Clean the litter tray").check();
        p.getByLabel("Give medication").check();
        p.getByLabel("Water the plants").check();
        p.getByLabel("Medication details").fill("Biscuit: half a thyroid tablet in his food every morning");
        p.getByLabel("Key safe").check();
        p.getByLabel("Your vet practice").fill("Redland Road Vets");
        p.getByLabel("Anything else the sitter should know?").fill("Mango hides under the bed for the first couple of days, don't worry if you don't see him.");
        p.getByLabel("I accept the Whiskers & Wags service agreement").check();
        p.getByLabel("Email me discounts and seasonal offers").uncheck();
        press(p, "Send request");
        seen(p, "Request sent – thank you!");
      }),
      Map.entry("dunkelkammer-buchung", p -> {
        p.getByLabel("Labor *", exact()).selectOption("sw1");
        p.getByLabel("Datum").fill("2027-02-20");
        p.getByLabel("Zeitblock").selectOption("nm");
        p.getByLabel("Mittelformat (bis 6×9)").check();
        p.getByLabel("Chemie-Pauschale").check();
        p.getByLabel("Trockenpresse für Barytpapier").check();
        p.getByLabel("Ich bin Mitglied bei Lichtfang e.V.").check();
        p.getByLabel("Mitgliedsnummer").fill("LF-0412");
        p.getByLabel("Vorname").fill("Katrin");
        p.getByLabel("Nachname").fill("Seidel");
        p.getByLabel("E-Mail").fill("katrin.seidel@example.de");
        p.getByLabel("Telefon").fill("0171 5523 908");
        p.getByLabel("Bemerkungen").fill("Ich bringe meine eigenen Entwicklerschalen mit.");
        p.getByLabel("Ich habe die Laborordnung gelesen").check();
        p.getByLabel("Ich bin mit der Verarbeitung meiner Daten").check();
        p.getByLabel("Ich möchte den Vereins-Newsletter").uncheck();
        press(p, "Labor verbindlich buchen");
        seen(p, "Deine Laborbuchung ist eingegangen");
      }),
      Map.entry("recording-studio-booking", p -> {
        // tom-select: open the room box and pick the studio from its dropdown
        p.getByRole(AriaRole.COMBOBOX, new Page.GetByRoleOptions().setName("Room")).click();
        p.locator(".ts-dropdown").getByRole(AriaRole.OPTION, new Locator.GetByRoleOptions().setName("Studio B")).click();
        p.locator("h1").click(); // close the dropdown if it stays open
        p.getByLabel("Session date").fill("2027-03-18");
        p.getByLabel("Start time").selectOption("1200");
        p.getByLabel("Hours").fill("6");
        p.getByLabel("What are you working on?").selectOption("ep");
        p.getByLabel("Book a house engineer").check();
        p.getByLabel("Artist or band name").fill("The Velvet Anchors");
        p.getByLabel("Number of musicians").fill("4");
        p.getByLabel("House drum kit").check();
        p.getByLabel("Bass amp").check();
        p.getByLabel("Nord Stage 3 keyboard").check();
        p.getByLabel("Contact name").fill("Liam Dorsey");
        p.getByLabel("Email", exact()).fill("liam@velvetanchors.example.com");
        p.getByLabel("Phone", exact()).fill("07700 900 157");
        p.getByLabel("Notes for the engineer").fill("Four songs tracked live, then vocal overdubs. We bring our own guitars and pedals.");
        p.getByLabel("I accept the booking terms").check();
        p.getByLabel("Add me to the Foundry Lane mailing list").uncheck();
        press(p, "Request booking");
        seen(p, "Session requested");
      }),
      Map.entry("devis-enseigne-peinte", p -> {
        p.getByLabel("Prénom").fill("Helen");
        p.getByLabel("Nom *", exact()).fill("Marsh");
        p.getByLabel("Nom de l'établissement").fill("The Old Bakery Tea Room");
        p.getByLabel("Adresse e-mail").fill("helen@oldbakerytearoom.example.com");
        p.getByLabel("Téléphone").fill("+33 6 12 34 56 78");
        p.getByLabel("Vitrine (lettres peintes sur verre)").check();
        p.getByLabel("Largeur approximative (cm)").fill("180");
        p.getByLabel("Hauteur approximative (cm)").fill("60");
        p.getByLabel("Texte à peindre").fill("The Old Bakery · Salon de thé · Cakes & light lunches");
        p.getByLabel("Finition souhaitée").selectOption("F3");
        p.getByLabel("Couleurs souhaitées").fill("gold");
        p.getByLabel("Adresse du chantier").fill("12 rue Victor Hugo");
        p.getByLabel("Code postal").fill("24310");
        p.getByLabel("Ville").fill("Brantôme");
        // access: ground floor is already chosen
        p.getByLabel("Date souhaitée de réalisation").fill("2027-04-15");
        p.getByLabel("Comment nous avez-vous connus ?").selectOption("INS");
        p.getByLabel("J'accepte que mes données soient utilisées").check();
        p.getByLabel("Je souhaite recevoir les actualités de l'atelier").uncheck();
        press(p, "Envoyer ma demande");
        seen(p, "Votre demande de devis a bien été envoyée");
      }),
      Map.entry("inscripcion-campeonato-skatepark", p -> {
        p.getByLabel("Nombre").fill("Lucía");
        p.getByLabel("Apellidos").fill("Herrero Campos");
        p.getByLabel("Fecha de nacimiento").fill("2001-11-03");
        p.getByLabel("DNI / NIE").fill("53418672K");
        p.getByLabel("Correo electrónico").fill("lucia.herrero@example.es");
        p.getByLabel("Teléfono móvil").fill("612 345 987");
        p.getByLabel("Localidad").fill("Getafe");
        p.getByLabel("Skateboard").check();
        p.getByLabel("Categoría").selectOption("ABS");
        p.getByLabel("Street", exact()).check();
        p.getByLabel("Bowl", exact()).check();
        p.getByLabel("Club o patrocinador").fill("Crew Los Molinos");
        p.getByLabel("Talla de camiseta").selectOption("T-M");
        p.getByLabel("Llevaré casco homologado").check();
        p.getByLabel("He leído y acepto el reglamento").check();
        p.getByLabel("Autorizo la publicación de fotos").uncheck();
        press(p, "Enviar inscripción");
        seen(p, "¡Inscripción completada!");
      }),
      Map.entry("xuesheng-shetuan-zhuce", p -> {
        p.getByLabel("社团名称").fill("江南理工天文爱好者协会");
        p.getByLabel("社团类别").selectOption("02");
        p.getByLabel("指导老师").fill("周明远");
        p.getByLabel("发起成员人数").fill("23");
        p.getByLabel("负责人姓名").fill("林晓雯");
        p.getByLabel("学号").fill("2023031147");
        p.getByLabel("所在学院").selectOption("CS");
        p.getByLabel("大二").check();
        p.getByLabel("*手机号码", exact()).fill("13805176423");
        p.getByLabel("电子邮箱").fill("linxiaowen@example.edu.cn");
        p.getByLabel("工作日晚上").check();
        p.getByLabel("周六").check();
        p.getByLabel("普通教室").check();
        p.getByLabel("户外场地").check();
        p.getByLabel("社团宗旨及年度活动计划").fill("以“仰望星空、脚踏实地”为宗旨，普及天文知识。每学期举办 4 次讲座、2 次校园观星活动，并组织一次郊外观测流星雨，同时开展望远镜使用培训。");
        p.getByLabel("本人承诺所填信息真实有效").check();
        p.getByLabel("同意在“百团大战”招新页面公开负责人手机号码").uncheck();
        press(p, "提交申请");
        seen(p, "您的社团成立申请已提交成功");
      }),
      Map.entry("theatre-costume-hire", p -> {
        p.getByLabel("Company, society or school").fill("Hartley Green Players");
        p.getByLabel("Amateur dramatic or operatic society").check();
        p.getByLabel("Production title").fill("The Importance of Being Earnest");
        p.getByLabel("Performance venue").fill("Hartley Green Village Hall");
        p.getByLabel("Period or style").selectOption("P19");
        p.getByLabel("Number of costumes needed").fill("9");
        p.getByLabel("Gowns and dresses").check();
        p.getByLabel("Suits, frock coats and tailcoats").check();
        p.getByLabel("Hats and headwear").check();
        p.getByLabel("Cast sizes and any specific costumes").fill("Lady Bracknell – dress 16, 5'6\"; Gwendolen – dress 10; Cecily – dress 8; Jack – 42\" chest; Algernon – 40\" chest; Lane and Merriman – 38\" chest");
        p.getByLabel("Collection date").fill("2027-04-26");
        p.getByLabel("Return date").fill("2027-05-10");
        p.getByLabel("Yes, we'd like to book a fitting").check();
        // collection: self-collection is already chosen
        p.getByLabel("Your name").fill("Angela Pryce");
        p.getByLabel("Your role").fill("Wardrobe mistress");
        p.getByLabel("Email address").fill("angela.pryce@example.org");
        p.getByLabel("Telephone").fill("07700 900 594");
        p.getByLabel("We accept the hire conditions").check();
        p.getByLabel("We will credit").check();
        p.getByLabel("Tell us about wardrobe sales and open days").uncheck();
        press(p, "Send enquiry");
        seen(p, "Your costume hire enquiry has been sent to the wardrobe team");
      }),
      Map.entry("vintage-bus-hire", p -> {
        p.getByLabel("Occasion").selectOption("WED");
        p.getByLabel("1964 AEC Routemaster").check();
        p.getByLabel("Date of hire").fill("2027-07-17");
        p.getByLabel("Pick-up time *", exact()).fill("14:15");
        p.getByLabel("Pick-up address").fill("St Wilfrid's Church, Church Lane, Prestbury SK10 4DG");
        p.getByLabel("Destination / venue").fill("Colshaw Hall, Withington Road, Peover SK11 9BD");
        p.getByLabel("Number of passengers").fill("48");
        p.getByLabel("We need a return journey later the same day").check();
        p.getByLabel("Return pick-up time").fill("23:30");
        p.getByLabel("Ivory ribbons and bows").check();
        p.getByLabel("Conductor in 1950s uniform").check();
        p.getByLabel("Extra 30 minutes for photographs").check();
        p.getByLabel("Full name").fill("Sophie Brennan");
        p.getByLabel("Email").fill("sophie.brennan@example.co.uk");
        p.getByLabel("Phone").fill("07700 900 362");
        p.getByLabel("How did you hear about us?").selectOption("fair");
        p.getByLabel("Anything else?").fill("Ivory ribbons to match the flowers please. The return run takes guests back to Prestbury village.");
        p.getByLabel("I have read the hire terms").check();
        p.getByLabel("Send me Red Rover offers").uncheck();
        press(p, "Get my quote");
        seen(p, "we've got your quote request");
      }),
      Map.entry("ishtirak-tanzif-nawafidh", p -> {
        p.getByLabel("نوع العقار").selectOption("villa");
        p.getByLabel("المنطقة").selectOption("MRD");
        p.getByLabel("عدد النوافذ التقريبي").fill("26");
        p.getByLabel("عدد الطوابق").selectOption("2");
        p.getByLabel("من الداخل والخارج").check();
        p.getByLabel("مرة في الشهر").check();
        p.getByLabel("تنظيف شبكات الحماية من الحشرات").check();
        p.getByLabel("تنظيف الألواح الشمسية").check();
        p.getByLabel("تاريخ أول زيارة").fill("2027-02-06");
        p.getByLabel("الوقت المفضّل").selectOption("AM");
        p.getByLabel("الاسم الكامل").fill("Daniel Whitaker");
        p.getByLabel("رقم الجوال").fill("+971 50 123 4567");
        p.getByLabel("البريد الإلكتروني").fill("dan.whitaker@example.com");
        p.getByLabel("العنوان بالتفصيل").fill("Villa 14, Street 23, Mirdif, near Uptown Mirdif mall");
        p.getByLabel("نقداً عند الزيارة").check();
        p.getByLabel("أوافق على شروط الاشتراك").check();
        p.getByLabel("أرغب في تلقي العروض").uncheck();
        press(p, "تأكيد الاشتراك");
        seen(p, "تم تفعيل اشتراكك بنجاح");
      }),
      Map.entry("strandkorb-reservierung", p -> {
        p.getByLabel("Strandabschnitt").selectOption("A3");
        p.getByLabel("Familienkorb").check();
        p.getByLabel("Von *", exact()).fill("2027-07-19");
        p.getByLabel("Bis einschließlich").fill("2027-07-25");
        p.getByLabel("Anzahl Personen").fill("4");
        p.getByLabel("Erste Reihe am Wasser").check();
        p.getByLabel("Sonnenschirm").check();
        p.getByLabel("Windschutz").check();
        p.getByLabel("Anrede").selectOption("H");
        p.getByLabel("Vorname").fill("Matthias");
        p.getByLabel("Nachname").fill("Brandt");
        p.getByLabel("E-Mail-Adresse").fill("m.brandt@example.de");
        p.getByLabel("Mobilnummer").fill("0160 9381 2254");
        p.getByLabel("Nummer der Gästekarte").fill("TS-27-118842");
        p.getByLabel("EC- oder Kreditkarte").check();
        p.getByLabel("Ich akzeptiere die Mietbedingungen").check();
        p.getByLabel("Ich habe die Datenschutzhinweise").check();
        p.getByLabel("Frühbucher-Angebote").uncheck();
        press(p, "Jetzt reservieren");
        seen(p, "Ihr Strandkorb ist reserviert");
      }),
      Map.entry("woodland-burial-enquiry", p -> {
        p.getByLabel("Your name").fill("Margaret Ellison");
        p.getByLabel("Email address").fill("m.ellison@example.co.uk");
        p.getByLabel("Telephone", exact()).fill("01531 960 284");
        p.getByLabel("Your relationship").selectOption("self");
        p.getByLabel("Reserving a plot in advance").check();
        p.getByLabel("Type of plot").selectOption("D");
        // number of plots: 1 is already there
        p.getByLabel("Beneath the old oaks").check();
        p.getByLabel("Near the viewpoint bench").check();
        p.getByLabel("Memorial tree").selectOption("rowan");
        p.getByLabel("Yes, I would like a walk round the grounds").check();
        p.getByLabel("Preferred date for a visit").fill("2027-05-14");
        p.getByLabel("By telephone").check();
        p.getByLabel("Is there anything else you would like us to know?").fill("My husband Geoffrey and I would like to be buried together. He uses a walking frame, so a plot not too far from the car park would help if possible.");
        p.getByLabel("I agree that Oakhollow may keep my details").check();
        p.getByLabel("Send me the Oakhollow seasonal newsletter").uncheck();
        press(p, "Send enquiry");
        seen(p, "We have received your enquiry");
      }));
}
