package dev.autopilot.examples.blind;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the thirtieth domains corpus ({@code domains30}) works for a person, independently of
 * the library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts. A person keeps the defaults that already say what they want (a seed
 * return of "I'll try", 33 cm logs, Direct Debit, Hafs, Shanghai, a neutered "nein"), changes those
 * that do not (a log quantity, a drying method, a class time, a test format, a cleaners count),
 * unticks the marketing box a page ticked for them, types phone numbers in the form the page's
 * hint asks for, picks the option that fits what they wrote (six weeks is "4 to 8 weeks", every
 * other month is "every 8 weeks", a boy who knows ten juz' is the third branch), and works the
 * widgets as they show (ARIA radio tiles and cards, a listbox of sessions, a collapsible listbox,
 * a filtering combobox, role=checkbox spans and tiles, a stepper, chips with hidden inputs, a
 * delivery address that appears once delivery is chosen).
 */
class Domain30CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain30CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS30, 14, 7);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static Page.GetByRoleOptions named(String name) {
    return new Page.GetByRoleOptions().setName(name);
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("seed-library-membership", p -> {
        p.getByLabel("Name", exact()).fill("Hannah Okafor");
        p.getByLabel("Email").fill("hannah.okafor@example.org");
        p.getByLabel("Phone").fill("07700 900 254");
        p.getByLabel("Postcode").fill("BS3 4LE");
        p.getByLabel("Household (up to 4 people)").check();
        p.getByLabel("Home branch").selectOption("bedminster");
        p.getByLabel("I've grown food for a few seasons").check();
        p.getByLabel("Allotment", exact()).check();
        p.getByLabel("Tomatoes & chillies").check();
        p.getByLabel("Beans & peas").check();
        p.getByLabel("Herbs", exact()).check();
        // "I'll try" is already chosen, as the person wants
        p.getByLabel("Any varieties you're hoping to find?").fill("A climbing French bean and a yellow cherry tomato");
        p.getByLabel("I agree to the seed library's").check();
        press(p, "Join the library");
        seen(p, "Welcome, new member!");
      }),
      Map.entry("scaffolding-licence", p -> {
        p.getByLabel("Company name").fill("Brightwell Access Ltd");
        p.getByLabel("Contact name").fill("Dean Holloway");
        p.getByLabel("Telephone number").fill("0113 496 0571");
        p.getByLabel("Email address").fill("dean@brightwell-access.example.co.uk");
        group(p, "Is the company a member of the NASC?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Insurance company").fill("Aviva");
        p.getByLabel("Policy number").fill("PL-7730418");
        group(p, "Amount of cover").getByLabel("£10 million", exactIn()).check();
        p.getByLabel("Building and street").fill("22 Otley Road, Headingley");
        p.getByLabel("Postcode").fill("LS6 3AA");
        p.getByLabel("Length of scaffold along the highway").fill("14.5");
        p.getByLabel("How far will it stick out from the building?").fill("1.2");
        group(p, "Will a covered walkway (gantry) be provided for pedestrians?").getByLabel("No", exactIn()).check();
        Locator start = group(p, "Start date");
        start.getByLabel("Day").fill("13");
        start.getByLabel("Month").fill("9");
        start.getByLabel("Year").fill("2027");
        p.getByLabel("4 to 8 weeks").check();
        p.getByLabel("I confirm the scaffold will be lit at night").check();
        press(p, "Accept and send");
        seen(p, "Application submitted");
      }),
      Map.entry("cheese-preorder", p -> {
        Locator blue = p.locator(".product").filter(new Locator.FilterOptions().setHasText("Wold Blue"));
        blue.getByLabel("Size").selectOption("500g");
        blue.getByLabel("Qty").fill("1");
        Locator cheddar = p.locator(".product").filter(new Locator.FilterOptions().setHasText("Oak-smoked Cheddar"));
        // 250g is already the size shown, as the person wants
        cheddar.getByLabel("Qty").fill("2");
        p.getByLabel("Malton Food Market").check();
        p.getByLabel("Collection date").fill("2027-10-08");
        p.getByLabel("Name", exact()).fill("Graham Pickering");
        p.getByLabel("Mobile").fill("07700 900 731");
        p.getByLabel("Email (for your receipt)").fill("g.pickering@example.co.uk");
        p.getByLabel("Pack my order in a wooden gift box").check();
        p.getByLabel("pay at the stall when I collect").check();
        press(p, "Reserve my cheese");
        seen(p, "Order reserved");
      }),
      Map.entry("placement-test-booking", p -> {
        p.getByRole(AriaRole.RADIO, named("Japanese")).click();
        p.getByLabel("Yes, I've taken a course").check();
        p.getByLabel("Which kind of course are you thinking of?").selectOption("evening");
        p.getByLabel("What would you like to be able to do?").fill("Travelling around Japan next spring and chatting with my in-laws");
        p.getByRole(AriaRole.RADIO, named("At the centre")).click();
        p.getByRole(AriaRole.OPTION, named("Saturday 11 September 2027, 14:00")).click();
        p.getByLabel("First name").fill("Callum");
        p.getByLabel("Last name").fill("Fraser");
        p.getByLabel("Email").fill("callum.fraser@example.com");
        p.getByLabel("Phone").fill("07700 900 116");
        p.getByRole(AriaRole.CHECKBOX, named("I agree to Northgate Language Centre storing my details")).click();
        press(p, "Book my test");
        seen(p, "You're booked in!");
      }),
      Map.entry("wedding-photographer-enquiry", p -> {
        p.getByLabel("Your name", exact()).fill("Amelia Hartley");
        p.getByLabel("Your partner").fill("Josh Penrose");
        p.getByLabel("Email", exact()).fill("amelia.hartley@example.com");
        p.getByLabel("Phone (optional)").fill("07700 900 582");
        p.getByLabel("Wedding date").fill("2027-09-18");
        p.getByLabel("Approximate number of guests").fill("90");
        p.getByLabel("Venue", exact()).fill("Swinton Park, Masham");
        p.getByLabel("Ceremony and reception are at the same venue").check();
        p.getByRole(AriaRole.RADIO, named("Bridal prep to first dance")).click();
        p.getByLabel("Engagement shoot").check();
        p.getByLabel("Handmade linen album").check();
        p.getByRole(AriaRole.COMBOBOX, named("How did you find me?")).fill("fair");
        p.getByRole(AriaRole.OPTION, named("A wedding fair")).click();
        p.getByLabel("Tell me about your plans").fill(
            "We're having a relaxed outdoor ceremony by the lake if the weather holds, then dinner in the castle.");
        p.getByLabel("happy for Rosie to store my details").check();
        press(p, "Send enquiry");
        seen(p, "Thank you, Amelia!");
      }),
      Map.entry("knife-sharpening-postal", p -> {
        p.getByLabel("Kitchen knives (straight edge)").fill("3");
        p.getByLabel("Bread & serrated knives").fill("1");
        p.getByLabel("Repair chipped tips or edges").check();
        p.getByLabel("Send me a free KnifeSafe postal pack").check();
        p.getByLabel("Return postage").selectOption("rm48");
        p.getByPlaceholder("Full name").fill("Lucy Ashworth");
        p.getByPlaceholder("Email").fill("lucy.ashworth@example.co.uk");
        p.getByPlaceholder("Phone").fill("07700 900 349");
        p.getByPlaceholder("House number and street").fill("Flat 2, 17 Cobden Street");
        p.getByPlaceholder("Town or city").fill("Todmorden");
        p.getByPlaceholder("Postcode").fill("OL14 5HL");
        p.getByLabel("Notes for the sharpener").fill("The big chef's knife is a Victorinox, the others are cheap supermarket ones.");
        p.getByLabel("I accept the sharpening terms").check();
        press(p, "Place order");
        seen(p, "Order placed!");
      }),
      Map.entry("bin-cleaning-subscription", p -> {
        p.getByRole(AriaRole.CHECKBOX, named("General waste")).click();
        p.getByRole(AriaRole.CHECKBOX, named("Garden waste")).click();
        p.getByRole(AriaRole.BUTTON, named("How often?")).click();
        p.getByRole(AriaRole.OPTION, named("Every 8 weeks")).click();
        p.getByPlaceholder("House number and street").fill("14 Mapperley Rise");
        p.getByPlaceholder("Postcode").fill("NG3 5AP");
        p.getByLabel("Which day are your bins collected?").selectOption("thu");
        p.getByLabel("Down the side of the house").check();
        p.getByPlaceholder("Your name").fill("Sanjay Mistry");
        p.getByPlaceholder("Mobile number").fill("07700 900 864");
        p.getByPlaceholder("Email address").fill("sanjay.mistry@example.co.uk");
        // Direct Debit is already chosen, as the person wants
        p.getByLabel("Send me occasional offers and seasonal tips").uncheck();
        p.getByLabel("I agree to the BinBright").check();
        press(p, "Sign me up");
        seen(p, "Welcome to BinBright!");
      }),
      Map.entry("welpenkurs-anmeldung", p -> {
        p.getByLabel("Anrede").selectOption("frau");
        p.getByLabel("Vorname").fill("Katrin");
        p.getByLabel("Nachname").fill("Vogel");
        p.getByLabel("Straße und Hausnummer").fill("Habsburgerstraße 88");
        p.getByLabel("PLZ").fill("79104");
        p.getByLabel("Ort *", exact()).fill("Freiburg");
        p.getByLabel("Telefon (mobil)").fill("0176 23456789");
        p.getByLabel("E-Mail").fill("katrin.vogel@example.de");
        p.getByLabel("Name des Hundes").fill("Luna");
        p.getByLabel("Rasse / Mischling aus").fill("Labrador-Mischling");
        p.getByLabel("Wurftag").fill("2027-05-03");
        group(p, "Geschlecht").getByLabel("Hündin").check();
        // "nein" (not neutered) is already chosen, as the person wants
        p.getByLabel("Impfstatus").selectOption("grundimmunisiert");
        p.getByLabel("Welpenspielgruppe").check();
        p.getByLabel("Kursbeginn").selectOption("2027-09-18");
        p.getByLabel("Gibt es etwas, das wir über deinen Welpen wissen sollten?").fill("Luna ist an der Leine noch sehr ängstlich bei Fahrrädern.");
        p.getByLabel("Ich habe die AGB").check();
        press(p, "Verbindlich anmelden");
        seen(p, "Danke für deine Anmeldung!");
      }),
      Map.entry("brennholz-bestellung", p -> {
        p.getByRole(AriaRole.RADIO, named("hoher Heizwert")).click();
        // 33 cm is already the length shown, as the person wants
        p.getByLabel("Menge in Raummetern (RM)").fill("4");
        p.getByLabel("kammergetrocknet").check();
        p.getByLabel("Lieferung per Kipper").check();
        p.getByLabel("Straße und Hausnummer").fill("Lindenweg 12");
        p.getByLabel("PLZ", exact()).fill("79199");
        p.getByLabel("Ort", exact()).fill("Kirchzarten");
        p.getByLabel("Wunschtermin (Mo–Fr)").fill("2027-10-20");
        p.getByLabel("Vor- und Nachname").fill("James Whitfield");
        p.getByLabel("Telefon", exact()).fill("+49 151 2345 6789");
        p.getByLabel("E-Mail", exact()).fill("james.whitfield@example.com");
        p.getByLabel("Anmerkungen").fill("The drive is steep – please call when you are at the bottom of the lane.");
        p.getByLabel("Ich habe die AGB gelesen").check();
        press(p, "Zahlungspflichtig bestellen");
        seen(p, "Vielen Dank für Ihre Bestellung!");
      }),
      Map.entry("composteur-demande", p -> {
        group(p, "Civilité").getByLabel("Madame").check();
        p.getByLabel("Nom", exact()).fill("Lefèvre");
        p.getByLabel("Prénom", exact()).fill("Sophie");
        p.getByLabel("Adresse", exact()).fill("12 rue des Ursulines");
        p.getByLabel("Commune", exact()).selectOption("14258");
        p.getByLabel("Téléphone").fill("06 72 18 45 93");
        p.getByLabel("Courriel").fill("sophie.lefevre@example.fr");
        p.getByLabel("Nombre de personnes au foyer").fill("5");
        p.getByLabel("Surface approximative du jardin").selectOption("200-500");
        group(p, "Pratiquez-vous déjà le compostage ?").getByLabel("Oui, en tas").check();
        p.getByLabel("Composteur en plastique recyclé 600 L").check();
        p.getByLabel("Retrait du composteur").selectOption("2027-10-23-falaise");
        p.getByLabel("Je souhaite participer à la formation gratuite").check();
        p.getByLabel("J'ai lu et j'accepte le règlement").check();
        press(p, "Envoyer ma demande");
        seen(p, "Votre demande a bien été enregistrée");
      }),
      Map.entry("torneo-padel-inscripcion", p -> {
        p.getByLabel("Categoría").selectOption("mixta-b");
        Locator uno = p.locator("section.jugador").nth(0);
        uno.getByLabel("Nombre", exactIn()).fill("Marta");
        uno.getByLabel("Apellidos").fill("Ruiz Gómez");
        uno.getByLabel("DNI / NIE").fill("48392017V");
        uno.getByLabel("Móvil").fill("612 345 987");
        uno.getByLabel("Talla camiseta").selectOption("S");
        uno.getByLabel("Soy socio/a del club").check();
        Locator dos = p.locator("section.jugador").nth(1);
        dos.getByLabel("Nombre", exactIn()).fill("Daniel");
        dos.getByLabel("Apellidos").fill("Ortega Blanco");
        dos.getByLabel("DNI / NIE").fill("53018462N");
        dos.getByLabel("Móvil").fill("634 567 210");
        dos.getByLabel("Talla camiseta").selectOption("XL");
        // Daniel is not a member: his box stays unticked
        p.getByLabel("Correo electrónico de contacto").fill("marta.ruiz@example.es");
        p.getByLabel("Sábado mañana").check();
        p.getByLabel("Sábado tarde").check();
        p.getByLabel("Invitaciones para la cena de clausura").fill("2");
        p.getByLabel("He leído y acepto las normas").check();
        press(p, "Inscribir pareja");
        seen(p, "¡Inscripción recibida!");
      }),
      Map.entry("jiazheng-baojie-yuyue", p -> {
        p.getByRole(AriaRole.RADIO, named("深度保洁")).click();
        p.getByLabel("房屋面积（㎡）").fill("110");
        p.getByLabel("户型").selectOption("3-2");
        p.getByLabel("服务日期").fill("2027-10-16");
        p.getByText("下午 13:00-17:00").click();
        p.getByRole(AriaRole.BUTTON, named("增加")).click();
        p.getByLabel("家中有宠物").check();
        p.getByLabel("保洁员自带清洁工具和清洁剂").check();
        p.getByLabel("拆洗油烟机").check();
        p.getByLabel("联系人", exact()).fill("Tom Becker");
        p.getByLabel("手机号").fill("139 1234 5678");
        // 上海 is already the city shown, as the person wants
        p.getByLabel("详细地址").fill("Changning District, Lane 1188 Yuyuan Road, Building 3, Room 502");
        p.getByLabel("备注").fill("We don't speak much Chinese – English or WeChat translate is fine. Gate code 2580.");
        p.getByLabel("我已阅读并同意").check();
        press(p, "立即预约");
        seen(p, "预约成功！");
      }),
      Map.entry("laonian-daxue-baoming", p -> {
        p.getByLabel("姓名", exact()).nth(0).fill("刘秀英");
        p.getByLabel("女", exact()).check();
        p.getByLabel("出生年月").fill("1958-03");
        p.getByLabel("身份证号").fill("110105195803121523");
        p.getByLabel("联系电话", exact()).nth(0).fill("13601234567");
        p.getByLabel("所在街道").selectOption("tuanjiehu");
        p.getByLabel("姓名", exact()).nth(1).fill("王丽");
        p.getByLabel("与本人关系").selectOption("child");
        p.getByLabel("联系电话", exact()).nth(1).fill("13801112233");
        p.getByLabel("书法（楷书入门）").check();
        p.getByLabel("智能手机应用").check();
        p.getByLabel("上午", exact()).check();
        p.getByLabel("患有慢性病").check();
        p.getByLabel("备注", exact()).fill("高血压，按时服药，控制良好");
        p.getByLabel("本人已阅读报名须知").check();
        press(p, "提交报名");
        seen(p, "报名成功");
      }),
      Map.entry("musabaqat-hifz-quran", p -> {
        p.getByLabel("الاسم الرباعي").fill("عبدالله محمد سعد القحطاني");
        p.getByLabel("تاريخ الميلاد").fill("2015-03-14");
        group(p, "الجنس").getByLabel("ذكر").check();
        p.getByLabel("الصف الدراسي").selectOption("p6");
        p.getByLabel("المدرسة", exact()).fill("ابتدائية الأمير سلطان");
        p.getByLabel("حفظ عشرة أجزاء").check();
        // حفص عن عاصم is already chosen, as the person wants
        p.getByLabel("الحلقة أو المسجد").fill("حلقة جامع الراجحي");
        p.getByLabel("اسم المعلّم").fill("الشيخ خالد العمري");
        p.getByLabel("الاسم", exact()).fill("محمد سعد القحطاني");
        p.getByLabel("صلة القرابة").selectOption("father");
        // the hint asks for ten digits without spaces
        p.getByLabel("رقم الجوال").fill("0551234567");
        p.getByLabel("البريد الإلكتروني (اختياري)").fill("m.alqahtani@example.sa");
        p.getByLabel("أتعهد بصحة البيانات").check();
        press(p, "إرسال طلب التسجيل");
        seen(p, "تم استلام طلب التسجيل");
      }));
}
