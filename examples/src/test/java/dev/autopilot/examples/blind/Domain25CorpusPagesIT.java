package dev.autopilot.examples.blind;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the twenty-fifth domains corpus ({@code domains25}) works for a person, independently of
 * the library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts. A person unticks the boxes the page ticked for them and they did not
 * agree to (eleven pages pre-tick a register listing, a mailing list, photo consent, volunteering
 * contact, SMS offers, fabric offers, a newsletter or SMS notices), keeps the pre-ticked box they do
 * want (a septic tank reminder, the tuning itself), keeps the defaults that already say what they
 * want (a payment, a level, a pitch, a coach choice, an instrument), and works the widgets as they
 * show (tom-select's and select2's dropdowns, a Vue form whose member box reveals a field, an
 * invoice box that reveals its title).
 */
class Domain25CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain25CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS25, 14, 5);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("planning-pre-application-advice", p -> {
        p.getByLabel("Full name").fill("Fiona Gallagher");
        p.getByLabel("The owner or occupier of the site").check();
        p.getByLabel("Email address").fill("fiona.gallagher@example.co.uk");
        p.getByLabel("Daytime telephone number").fill("01632 960418");
        p.getByLabel("Site address").fill("7 Orchard Close, Little Bramley");
        p.getByLabel("Site postcode").fill("HF4 7RD");
        p.getByLabel("Current use of the site").selectOption("C3");
        p.getByLabel("Conservation area").check();
        p.getByLabel("Type of proposal").selectOption("HH");
        p.getByLabel("Describe what you would like to do").fill("Two-storey side extension on the east side of the house, about 3.5 m wide and 7 m deep, brick to match the existing, with a pitched slate roof.");
        p.getByLabel("Meeting with a planning officer and written response").check();
        p.getByLabel("Preferred date for a meeting or site visit").fill("2027-05-12");
        p.getByLabel("I understand that pre-application advice is informal").check();
        p.getByLabel("The council may publish a summary").uncheck();
        press(p, "Send request");
        seen(p, "Your pre-application advice request has been received");
      }),
      Map.entry("puppet-theatre-school-show", p -> {
        p.getByLabel("School name").fill("St Anselm's Primary School");
        p.getByLabel("School address").fill("Hollins Lane, Eastgate");
        p.getByLabel("Postcode").fill("EG2 5PL");
        p.getByLabel("Name", exact()).fill("Daniel Okafor");
        p.getByLabel("Role at school").fill("Year 2 class teacher");
        p.getByLabel("School email").fill("d.okafor@stanselms.example.sch.uk");
        p.getByLabel("Phone", exact()).fill("01632 960 274");
        p.getByLabel("Choose a show").selectOption("moonboat");
        p.getByLabel("At our school").check();
        p.getByLabel("Preferred date").fill("2027-03-04");
        p.getByLabel("Alternative date").fill("2027-03-11");
        p.getByLabel("Performance time").selectOption("pm");
        p.getByLabel("Number of pupils").fill("58");
        p.getByLabel("Number of staff attending").fill("6");
        p.getByLabel("Year 1", exact()).check();
        p.getByLabel("Year 2", exact()).check();
        p.getByLabel("Puppet-making workshop after the show").check();
        p.getByLabel("Access or additional needs in the audience").fill("One pupil uses a wheelchair and two pupils find loud bangs upsetting.");
        p.getByLabel("I am authorised to make this booking").check();
        press(p, "Request booking");
        seen(p, "Your booking request has been sent");
      }),
      Map.entry("quilting-retreat-booking", p -> {
        // tom-select: open the retreat box and pick the weekend from its dropdown
        p.getByRole(AriaRole.COMBOBOX, new Page.GetByRoleOptions().setName("Retreat weekend")).click();
        p.locator(".ts-dropdown").getByRole(AriaRole.OPTION, new Locator.GetByRoleOptions().setName("Summer Patchwork")).click();
        p.locator("h1").click(); // close the dropdown if it stays open
        p.getByLabel("Shared twin room").check();
        p.getByLabel("If sharing, who with?").fill("Maureen Kettley");
        p.getByLabel("Full name").fill("Sheila Armitage");
        p.getByLabel("Email").fill("sheila.armitage@example.com");
        p.getByLabel("Mobile").fill("07700 900 318");
        p.getByLabel("How would you describe your quilting?").selectOption("INT");
        p.getByLabel("I'll bring my own machine").check();
        p.getByLabel("Free-motion quilting").check();
        p.getByLabel("Sashiko").check();
        p.getByLabel("Dietary requirements").selectOption("veg");
        p.getByLabel("Allergies or other dietary notes").fill("Allergic to walnuts.");
        p.getByLabel("I have read the booking and cancellation terms").check();
        p.getByLabel("Add me to the Mill's mailing list").uncheck();
        press(p, "Continue to payment");
        seen(p, "Your retreat place is provisionally booked");
      }),
      Map.entry("rowing-learn-to-row", p -> {
        p.getByLabel("Which course would you like to join?").selectOption("WKD-MAY");
        p.getByLabel("First name").fill("Erik");
        p.getByLabel("Last name").fill("Lindqvist");
        p.getByLabel("Date of birth").fill("1991-08-27");
        p.getByLabel("Email").fill("erik.lindqvist@example.com");
        p.getByLabel("Mobile").fill("07700 900 463");
        p.getByLabel("Height (cm)").fill("186");
        p.getByLabel("Weight (kg)").fill("84");
        group(p, "Can you swim 50 metres").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Indoor rowing machine (ergo)").check();
        p.getByLabel("Kayak or canoe").check();
        p.getByLabel("What are you hoping to get out of rowing?").selectOption("fit");
        p.getByLabel("Medical conditions, injuries or medication").fill("None");
        p.getByLabel("Emergency contact name").fill("Anna Lindqvist");
        p.getByLabel("Emergency contact phone").fill("07700 900 118");
        p.getByLabel("I will follow the club's safety code").check();
        p.getByLabel("The club may use photos of me").uncheck();
        press(p, "Apply for a place");
        seen(p, "your Learn to Row application is in");
      }),
      Map.entry("school-uniform-exchange", p -> {
        p.getByLabel("Your name").fill("Joanne Price");
        p.getByLabel("Email").fill("jo.price@example.org");
        p.getByRole(AriaRole.COMBOBOX, new Page.GetByRoleOptions().setName("School")).selectOption("BPS");
        p.getByLabel("Year group in September").selectOption("3");
        p.getByLabel("Sweatshirt or jumper").check();
        p.getByLabel("Polo shirt").check();
        p.getByLabel("PE shorts").check();
        p.getByLabel("Size").selectOption("7-8");
        p.getByLabel("How many of each item?").fill("2");
        p.getByLabel("From the school office").check();
        p.getByLabel("I have outgrown uniform to donate").check();
        p.getByLabel("What will you donate?").fill("Two age 5-6 sweatshirts and a book bag");
        p.getByLabel("Contact me about volunteering").uncheck();
        p.getByLabel("I understand items are preloved").check();
        press(p, "Send request");
        seen(p, "Your request is in!");
      }),
      Map.entry("septic-tank-emptying", p -> {
        p.getByLabel("Septic tank").check();
        p.getByLabel("Tank capacity").selectOption("c35");
        p.getByLabel("When was it last emptied?").selectOption("1to2");
        p.getByLabel("Distance from tanker parking to the tank").fill("25");
        p.getByLabel("Narrow lane").check();
        p.getByLabel("Preferred date").fill("2027-04-20");
        p.getByLabel("No – leave access open").check();
        p.getByLabel("Name *", exact()).fill("Gareth Pugh");
        p.getByLabel("Phone *", exact()).fill("01938 960 551");
        p.getByLabel("Email", exact()).fill("gareth.pugh@example.co.uk");
        p.getByLabel("Property name / address").fill("Ty Newydd Farm, Cwm Road");
        p.getByLabel("Town / village").fill("Llanfair Caereinion");
        p.getByLabel("Postcode").fill("SY21 0HQ");
        p.getByLabel("How will you pay?").selectOption("invoice");
        p.getByLabel("I confirm a 26-tonne tanker can legally reach the property").check();
        press(p, "Book my empty");
        seen(p, "your tank empty is booked in");
      }),
      Map.entry("snooker-table-hire", p -> {
        p.getByLabel("Full-size snooker table (12 ft)").check();
        p.getByLabel("Date", exact()).fill("2027-02-19");
        p.getByLabel("Start time").selectOption("t19");
        p.getByLabel("How long?").selectOption("2");
        p.getByLabel("Players", exact()).fill("4");
        p.getByLabel("I'm a Baize Room member").check();
        p.getByLabel("Membership number").fill("BR-20417");
        p.getByLabel("30-minute session with the club pro").check();
        p.getByLabel("Name", exact()).fill("Callum Reid");
        p.getByLabel("Email", exact()).fill("callum.reid@example.com");
        p.getByLabel("Mobile", exact()).fill("07700 900 905");
        p.getByLabel("All players are 18 or over").check();
        p.getByLabel("Text me happy-hour deals").uncheck();
        press(p, "Book table");
        seen(p, "Table booked!");
      }),
      Map.entry("upholstery-quote", p -> {
        p.getByLabel("What needs re-upholstering?").selectOption("SOFA3");
        p.getByLabel("How many pieces?").fill("1");
        p.getByLabel("Approximate size").fill("210 x 92 x 84 cm");
        p.getByLabel("Re-cover in new fabric").check();
        p.getByLabel("Replace seat and back cushion foam").check();
        p.getByLabel("Choose from the Hollis & Vane fabric library").check();
        p.getByLabel("Rough budget").selectOption("600-1000");
        p.getByLabel("Please collect and deliver").check();
        p.getByLabel("Your postcode").fill("BS7 8QT");
        p.getByLabel("Name *", exact()).fill("Rosalind Achebe");
        p.getByLabel("Email *", exact()).fill("ros.achebe@example.co.uk");
        p.getByLabel("Phone", exact()).fill("0117 496 0318");
        p.getByLabel("Phone call").check();
        p.getByLabel("Anything else we should know?").fill("The sofa is a 1950s Parker Knoll; the arms are a bit wobbly but the frame is otherwise sound.");
        p.getByLabel("I agree to Hollis & Vane keeping my details").check();
        p.getByLabel("Send me seasonal fabric offers").uncheck();
        press(p, "Request my quote");
        seen(p, "Thank you for your enquiry.");
      }),
      Map.entry("violin-hire-scheme", p -> {
        p.getByLabel("Player's name").fill("Isla Brennan");
        p.getByLabel("Player's age").fill("9");
        p.getByLabel("Teacher or school").fill("Mrs Alder, Kingsmead Primary");
        p.getByLabel("Size").selectOption("12");
        p.getByLabel("Rent to buy").check();
        p.getByLabel("Hire to start on").fill("2027-09-04");
        p.getByLabel("Shoulder rest").check();
        p.getByLabel("Accidental damage cover").check();
        p.getByLabel("Full name").fill("Ciara Brennan");
        p.getByLabel("Email").fill("ciara.brennan@example.ie");
        p.getByLabel("Phone").fill("07700 900 684");
        p.getByLabel("Home address").fill("22 Weavers Row, Kingsmead");
        p.getByLabel("Postcode").fill("KM3 9TB");
        p.getByLabel("Fitting and collection in our Kingsmead shop").check();
        p.getByLabel("Payment method").selectOption("dd");
        p.getByLabel("I am 18 or over and accept").check();
        press(p, "Send application");
        seen(p, "We have your hire application");
      }),
      Map.entry("klavierstimmung-termin", p -> {
        p.getByLabel("Flügel").check();
        p.getByLabel("Hersteller").fill("Grotrian-Steinweg");
        p.getByLabel("Baujahr (ca.)").fill("1968");
        p.getByLabel("Wann wurde das Instrument zuletzt gestimmt?").selectOption("gt2");
        p.getByLabel("Intonation (Klangausgleich der Hämmer)").check();
        p.getByLabel("Straße und Hausnummer").fill("Lindenstraße 14");
        p.getByLabel("PLZ").fill("37073");
        p.getByLabel("Ort *", exact()).fill("Göttingen");
        p.getByLabel("Etage").selectOption("2");
        p.getByLabel("Wunschtermin").fill("2027-03-09");
        p.getByLabel("Zeitfenster").selectOption("nm");
        p.getByLabel("Anrede").selectOption("frau");
        p.getByLabel("Vorname").fill("Sabine");
        p.getByLabel("Nachname").fill("Krüger");
        p.getByLabel("E-Mail").fill("sabine.krueger@example.de");
        p.getByLabel("Telefon (tagsüber)").fill("0551 4893 227");
        p.getByLabel("Bemerkungen").fill("Kein Aufzug, bitte bei Krüger/Lenz klingeln.");
        p.getByLabel("Ich habe die Datenschutzerklärung gelesen").check();
        p.getByLabel("Ich möchte den Newsletter").uncheck();
        press(p, "Termin anfragen");
        seen(p, "Ihre Terminanfrage ist bei uns eingegangen");
      }),
      Map.entry("stage-vitrail-inscription", p -> {
        p.getByLabel("Stage choisi").selectOption("TIFF2");
        p.getByLabel("Session").selectOption("2027-05-15");
        p.getByLabel("Débutant(e), jamais pratiqué").check();
        p.getByLabel("Anglais").check();
        p.getByLabel("Prénom").fill("Hannah");
        p.getByLabel("Nom *", exact()).fill("Whitfield");
        p.getByLabel("Adresse électronique").fill("hannah.whitfield@example.co.uk");
        p.getByLabel("Téléphone portable").fill("+44 7700 900 163");
        p.getByLabel("Déjeuner sur place").check();
        p.getByLabel("Location du kit d'outils").check();
        p.getByLabel("Je souhaite recevoir la liste des chambres d'hôtes").check();
        p.getByLabel("Comment avez-vous connu l'atelier ?").selectOption("OT");
        p.getByLabel("Remarques").fill("I am left-handed; is the glass cutter suitable?");
        p.getByLabel("J'ai lu et j'accepte les conditions générales").check();
        p.getByLabel("J'accepte que mes données soient utilisées").check();
        p.getByLabel("Je souhaite recevoir la lettre d'information").uncheck();
        press(p, "Envoyer mon inscription");
        seen(p, "Votre inscription est enregistrée");
      }),
      Map.entry("clases-surf-reserva", p -> {
        // select2: open the beach box, search, pick the beach
        p.locator(".select2-selection").first().click();
        p.locator(".select2-search__field").fill("Zarautz");
        p.getByRole(AriaRole.OPTION, new Page.GetByRoleOptions().setName("Playa de Zarautz (Gipuzkoa)")).click();
        p.getByLabel("Grupal (máx. 6 alumnos por monitor)").check();
        p.getByLabel("Fecha").fill("2027-07-22");
        p.getByLabel("Horario").selectOption("M");
        p.getByLabel("Número de alumnos").fill("2");
        group(p, "¿Todos los alumnos saben nadar?").getByLabel("Sí", exactIn()).check();
        p.getByLabel("Neopreno (5 €)", exact()).check();
        p.getByLabel("Tabla de espuma").check();
        p.getByLabel("Tallas de neopreno").fill("M y S");
        p.getByLabel("Nombre").fill("Iker");
        p.getByLabel("Apellidos").fill("Etxeberria Lasa");
        p.getByLabel("Email").fill("iker.etxeberria@example.es");
        p.getByLabel("Teléfono móvil").fill("600 123 456");
        p.getByLabel("Edad").fill("31");
        p.getByLabel("Comentarios").fill("Venimos mi pareja y yo, es nuestra primera vez.");
        p.getByLabel("Acepto las condiciones de reserva").check();
        p.getByLabel("Quiero recibir el boletín").uncheck();
        press(p, "Reservar clase");
        seen(p, "¡Reserva confirmada!");
      }),
      Map.entry("wangqiu-changdi-yuding", p -> {
        p.getByRole(AriaRole.COMBOBOX, new Page.GetByRoleOptions().setName("场馆")).selectOption("CX");
        p.getByLabel("预订日期").fill("2027-05-08");
        p.getByLabel("开始时间").selectOption("1900");
        p.getByLabel("时长").selectOption("120");
        p.getByLabel("双打（4 人）").check();
        p.getByLabel("球拍（20 元/支）").check();
        p.getByLabel("网球（30 元/筒）").check();
        p.getByLabel("姓名").fill("王立新");
        p.getByLabel("手机号").fill("13912345678");
        p.getByLabel("会员卡号").fill("LY-88021");
        p.getByLabel("需要开具发票").check();
        p.getByLabel("发票抬头").fill("杭州晨曦科技有限公司");
        p.getByLabel("备注").fill("四个人里有两位是初学者，麻烦安排靠边的场地。");
        p.getByLabel("我已阅读并同意").check();
        p.getByLabel("订阅赛事活动与优惠短信通知").uncheck();
        press(p, "提交预订");
        seen(p, "预订成功");
      }),
      Map.entry("hajz-khalwat-yoga", p -> {
        p.getByLabel("البرنامج").selectOption("F7");
        p.getByLabel("تاريخ الوصول").fill("2027-11-14");
        p.getByLabel("عدد المشاركين").fill("1");
        p.getByLabel("غرفة فردية").check();
        p.getByLabel("مستوى الممارسة").selectOption("int");
        p.getByLabel("هاثا").check();
        p.getByLabel("يين", exact()).check();
        p.getByLabel("حالات صحية أو إصابات").fill("Old injury to my left knee, I avoid deep kneeling poses.");
        p.getByLabel("النظام الغذائي").selectOption("veg");
        p.getByLabel("أحتاج إلى النقل من مطار الملكة علياء").check();
        p.getByLabel("الاسم الكامل").fill("Claire Donovan");
        p.getByLabel("البريد الإلكتروني").fill("claire.donovan@example.co.uk");
        p.getByLabel("رقم الهاتف مع رمز الدولة").fill("+44 7700 900 528");
        p.getByLabel("بلد الإقامة").selectOption("GB");
        p.getByLabel("أوافق على الشروط والأحكام").check();
        p.getByLabel("أرغب في تلقي النشرة البريدية").uncheck();
        press(p, "إرسال طلب الحجز");
        seen(p, "تم استلام طلب حجز الخلوة بنجاح");
      }));
}
