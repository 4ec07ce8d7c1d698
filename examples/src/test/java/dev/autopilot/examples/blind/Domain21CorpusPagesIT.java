package dev.autopilot.examples.blind;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the twenty-first domains corpus ({@code domains21}) works for a person, independently of
 * the library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts. A person unticks the boxes the page ticked for them and they did not
 * agree to (nine pages pre-tick a newsletter, club news, partner offers, reminder texts, a paid
 * printed proof, a birthday club, a mailing list, SMS offers or awareness campaigns), keeps the
 * defaults that already say what they want (a free online listing, a food choice, an exercise
 * type), leaves paid extras they did not ask for unticked, and works the widgets as they show
 * (tom-select's search box, flatpickr's typed date, a Vue form).
 */
class Domain21CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain21CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS21, 14, 5);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("archery-club-taster", p -> {
        p.getByLabel("Full name").fill("Imogen Clarke");
        p.getByLabel("Date of birth").fill("1993-08-21");
        p.getByLabel("Email address").fill("imogen.clarke@example.co.uk");
        p.getByLabel("Mobile number").fill("07700 900 512");
        p.getByLabel("Sunday 25 April 2027").check();
        p.getByLabel("Have you shot before?").selectOption("casual");
        p.getByLabel("Which is your dominant eye?").selectOption("U");
        p.getByLabel("Height (cm)").fill("168");
        p.getByLabel("Any medical conditions or injuries").fill("Broke my left wrist in 2019, fully healed now.");
        p.getByLabel("Contact name").fill("Tom Clarke");
        p.getByLabel("Contact phone").fill("07700 900 844");
        p.getByLabel("How did you hear about us?").selectOption("friend");
        p.getByLabel("I understand that archery is a target sport").check();
        p.getByLabel("Email me about beginners' courses").uncheck();
        press(p, "Book my taster");
        seen(p, "Your taster session is booked");
      }),
      Map.entry("bouldering-gym-membership", p -> {
        p.getByLabel("First name").fill("Callum");
        p.getByLabel("Last name").fill("Reid");
        p.getByLabel("Email").fill("callum.reid@example.com");
        p.getByLabel("Mobile").fill("07700 900 173");
        p.getByLabel("Date of birth").fill("1997-02-11");
        // tom-select: open the control, type in it, take the match
        Locator wall = p.getByRole(AriaRole.COMBOBOX, new Page.GetByRoleOptions().setName("Home wall"));
        wall.click();
        wall.fill("Bath");
        p.locator(".ts-dropdown [data-value=BTH]").click();
        wall.press("Tab"); // the list stays open while the control has focus: move on, as a person would
        p.getByLabel("Off-peak").check();
        p.getByLabel("Start date").fill("2027-03-01");
        p.getByLabel("Climbing ability").selectOption("V3-5");
        p.getByLabel("Book me a free 30-minute induction").check();
        p.getByLabel("Emergency contact name").fill("Fiona Reid");
        p.getByLabel("Emergency contact phone").fill("07700 900 618");
        p.getByLabel("I have read the Participation Statement").check();
        p.getByLabel("Send me route-setting news").check();
        p.getByLabel("Send me offers from our partner brands").uncheck();
        press(p, "Join now");
        seen(p, "Welcome to The Crimp Shed");
      }),
      Map.entry("carpet-cleaning-booking", p -> {
        p.getByLabel("Number of carpeted rooms").selectOption("3");
        p.getByLabel("Stairs and landing").check();
        p.getByLabel("Number of loose rugs").fill("1");
        p.getByLabel("Low-moisture encapsulation").check();
        p.getByLabel("Pet odour treatment").check();
        p.getByLabel("Yes", exact()).check();
        // flatpickr with allowInput: type the date in the page's format, leave the field, close the calendar
        p.getByLabel("Preferred date").fill("18/03/2027");
        p.getByLabel("Preferred date").press("Tab");
        p.locator("h1").click();
        p.getByLabel("Arrival window").selectOption("AM");
        p.getByLabel("Your name").fill("Harriet Bowen");
        p.getByLabel("Phone", exact()).fill("07700 900 431");
        p.getByLabel("Email", exact()).fill("hbowen@example.co.uk");
        p.getByLabel("Address", exact()).fill("9 Willow Crescent, Hebden Bridge");
        p.getByLabel("Postcode").fill("HX7 6JP");
        p.getByLabel("Parking for our van").selectOption("DRIVE");
        p.getByLabel("Anything else we should know?").fill("The spare room has a red wine stain by the window.");
        p.getByLabel("Text me when my next clean is due").uncheck();
        p.getByLabel("I agree to the booking terms").check();
        press(p, "Request booking");
        seen(p, "We've got your carpet cleaning request");
      }),
      Map.entry("childrens-party-booking", p -> {
        p.getByLabel("Trampoline Party").check();
        p.getByLabel("Party date").fill("2027-05-15");
        p.getByLabel("Start time").selectOption("S1230");
        p.getByLabel("Number of children").fill("18");
        p.getByLabel("Party food").selectOption("HOT");
        p.getByLabel("Birthday child's first name").fill("Maisie");
        p.getByLabel("Age they're turning").fill("7");
        p.getByLabel("Birthday cake with candles").check();
        p.getByLabel("Party bags").check();
        p.getByLabel("Allergies and dietary needs").fill("Two children have nut allergies and one is vegetarian.");
        p.getByLabel("Parent or carer's name").fill("Laura Fenwick");
        p.getByLabel("Email").fill("laura.fenwick@example.com");
        p.getByLabel("Phone").fill("07700 900 284");
        p.getByLabel("I accept the party terms").check();
        p.getByLabel("Join the Birthday Club").uncheck();
        press(p, "Request booking");
        seen(p, "Party request received");
      }),
      Map.entry("nursing-placement-request", p -> {
        p.getByLabel("Student number").fill("21904467");
        p.getByLabel("Full name").fill("Aisha Bello");
        p.getByLabel("University email address").fill("a.bello@northbridge.ac.uk");
        p.getByLabel("Mobile phone number").fill("07700 900 926");
        p.getByLabel("Field of nursing").selectOption("CHI");
        p.getByLabel("Year 2", exact()).check();
        p.getByLabel("Placement block").selectOption("B2-27");
        p.getByLabel("First choice of placement area").selectOption("NGH");
        p.getByLabel("Second choice of placement area").selectOption("STM");
        p.getByLabel("Emergency department").check();
        p.getByLabel("Critical care").check();
        p.getByLabel("No", exact()).check();
        p.getByLabel("Caring responsibilities").fill("I collect my son from nursery at 5.30pm on weekdays, so early shifts suit me best.");
        p.getByLabel("I confirm my enhanced DBS check").check();
        p.getByLabel("I have completed this year's mandatory training").check();
        p.getByLabel("Share my preferences and circumstances").check();
        press(p, "Submit preferences");
        seen(p, "Your placement preferences have been submitted");
      }),
      Map.entry("urn-engraving-order", p -> {
        p.getByLabel("Urn", exact()).selectOption("MAR-WH");
        p.getByLabel("Line 1").fill("Margaret Anne Holloway");
        p.getByLabel("Line 2").fill("1938 - 2026");
        p.getByLabel("Line 3").fill("Forever in our hearts");
        p.getByLabel("Flowing script").check();
        p.getByLabel("Lettering colour").selectOption("GLD");
        p.getByLabel("Motif").selectOption("ROSE");
        p.getByLabel("Also post me a printed proof").uncheck();
        p.getByLabel("Full name").fill("David Holloway");
        p.getByLabel("Email for your proof").fill("d.holloway@example.co.uk");
        p.getByLabel("Telephone").fill("01392 960 447");
        p.getByLabel("Tracked, signed-for delivery").check();
        p.getByLabel("Delivery address").fill("14 Cathedral Close, Exeter");
        p.getByLabel("Postcode").fill("EX1 1HS");
        p.getByLabel("Date you need the urn by").fill("2027-02-26");
        p.getByLabel("I have checked the spelling and dates above").check();
        press(p, "Place order");
        seen(p, "your engraving order is placed");
      }),
      Map.entry("insulation-survey-booking", p -> {
        p.getByLabel("Semi-detached house").check();
        p.getByLabel("Roughly when was it built?").selectOption("C");
        p.getByLabel("What are the outside walls like?").selectOption("CAV_EMPTY");
        p.getByLabel("Less than 100 mm").check();
        p.getByLabel("Main heating").selectOption("GAS");
        p.getByLabel("I own it").check();
        p.getByLabel("Pension Credit").check();
        p.getByLabel("Full name").fill("Brian Latham");
        p.getByLabel("First line of address").fill("27 Moorside Road");
        p.getByLabel("Town").fill("Burnley");
        p.getByLabel("Postcode").fill("BB10 3LT");
        p.getByLabel("Telephone").fill("01282 960 338");
        p.getByLabel("Email", exact()).fill("brian.latham@example.com");
        p.getByLabel("When could the surveyor visit?").selectOption("WD_AM");
        p.getByLabel("I own the property, or I have my landlord's permission").check();
        p.getByLabel("I agree to WarmerHomes sharing my details").check();
        press(p, "Book my survey");
        seen(p, "Your survey request has been sent");
      }),
      Map.entry("gazette-classified-advert", p -> {
        p.getByLabel("Section").selectOption("FS-FUR");
        p.getByLabel("Heading (printed in capitals)").fill("OAK DINING TABLE");
        p.getByLabel("Advert text").fill("Solid oak extending dining table with six chairs, seats up to eight. Some marks on top, otherwise very "
            + "good. Buyer collects from Hawes.");
        p.getByLabel("Asking price (£)").fill("180");
        p.getByLabel("Phone number to print").fill("01969 960 215");
        p.getByLabel("Wednesday paper").check();
        p.getByLabel("Saturday paper").check();
        p.getByLabel("Number of weeks").selectOption("2");
        p.getByLabel("First issue date").fill("2027-03-10");
        p.getByLabel("Bold heading in a box").check();
        p.getByLabel("Name", exact()).fill("Gillian Metcalfe");
        p.getByLabel("Email", exact()).fill("gill.metcalfe@example.co.uk");
        p.getByLabel("Daytime phone").fill("01969 960 215");
        p.getByLabel("Postcode").fill("DL8 3QR");
        p.getByLabel("I confirm this advert is legal").check();
        p.getByLabel("Send me the Gazette's weekly email round-up").uncheck();
        press(p, "Book my advert");
        seen(p, "Advert booked");
      }),
      Map.entry("pub-quiz-league-team", p -> {
        p.getByLabel("Team name").fill("Quizteama Aguilera");
        p.getByLabel("Captain's name").fill("Sean Doherty");
        p.getByLabel("Captain's email").fill("sean.doherty@example.com");
        p.getByLabel("Captain's mobile").fill("07700 900 357");
        p.getByLabel("Usual number of players").selectOption("5");
        p.getByLabel("Names of regular players").fill("Sean Doherty, Rachel Kim, Owen Price, Bea Lawson, Ifan Jones");
        p.getByLabel("Thursday").check();
        p.getByLabel("Open (league table and prizes)").check();
        p.getByLabel("No", exact()).check();
        p.getByLabel("£40 season ticket").check();
        p.getByLabel("We agree to the quiz rules").check();
        p.getByLabel("Add the captain to the Fox & Fiddle mailing list").uncheck();
        press(p, "Register team");
        seen(p, "Your team is registered for the Spring league");
      }),
      Map.entry("brandschutzhelfer-lehrgang", p -> {
        p.getByLabel("Firma").fill("Bäckerei Hofmann GmbH");
        p.getByLabel("Straße und Hausnummer").fill("Hauptstraße 41");
        p.getByLabel("PLZ").fill("91054");
        p.getByLabel("Ort *", exact()).fill("Erlangen");
        p.getByLabel("Branche").selectOption("HANDEL");
        p.getByLabel("Anrede").selectOption("F");
        p.getByLabel("Vorname").fill("Katrin");
        p.getByLabel("Nachname").fill("Hofmann");
        p.getByLabel("E-Mail *", exact()).fill("k.hofmann@baeckerei-hofmann.example.de");
        p.getByLabel("Telefon").fill("09131 960 412");
        p.getByLabel("Mi., 17.03.2027").check();
        p.getByLabel("Anzahl Teilnehmende").fill("3");
        p.getByLabel("Namen der Teilnehmenden").fill("Katrin Hofmann, Murat Yilmaz, Jana Weiß");
        p.getByLabel("Praktische Löschübung").selectOption("FL");
        p.getByLabel("per Post").check();
        p.getByLabel("Ihre Bestellnummer").fill("BH-2027-014");
        p.getByLabel("Ich akzeptiere die AGB").check();
        p.getByLabel("Ja, ich möchte den Newsletter").uncheck();
        press(p, "Verbindlich anmelden");
        seen(p, "Ihre Anmeldung ist eingegangen");
      }),
      Map.entry("pressing-collecte-domicile", p -> {
        p.getByLabel("Monsieur").check();
        p.getByLabel("Prénom").fill("Julien");
        p.getByLabel("Nom *", exact()).fill("Garnier");
        p.getByLabel("Téléphone mobile").fill("06 48 21 73 90");
        p.getByLabel("Adresse e-mail").fill("julien.garnier@example.fr");
        p.getByLabel("Adresse de collecte").fill("27 rue Vendôme");
        p.getByLabel("Code postal").fill("69006");
        p.getByLabel("Ville").fill("Lyon");
        p.getByLabel("Bâtiment, étage, digicode").fill("Bât. B, 3e étage, digicode 4721");
        p.getByLabel("Chemises et chemisiers").check();
        p.getByLabel("Costumes et tailleurs").check();
        p.getByLabel("Manteaux et doudounes").check();
        p.getByLabel("Nombre de pièces").fill("9");
        p.getByLabel("Aquanettoyage écologique").check();
        p.getByLabel("Date de collecte").fill("2027-03-15");
        p.getByLabel("Créneau horaire").selectOption("C18");
        p.getByLabel("Remarques").fill("Tache de vin sur la manche gauche de la chemise bleue.");
        p.getByLabel("J'accepte les conditions générales de service").check();
        p.getByLabel("Je souhaite recevoir les bons plans").uncheck();
        press(p, "Confirmer la collecte");
        seen(p, "Votre collecte est programmée");
      }),
      Map.entry("reserva-refugio-montana", p -> {
        p.getByLabel("Refugio *", exact()).selectOption("GOR");
        p.getByLabel("Fecha de llegada").fill("2027-07-19");
        p.getByLabel("Número de noches").fill("2");
        p.getByLabel("Número de personas").fill("2");
        p.getByLabel("Hora prevista de llegada").selectOption("H19");
        p.getByLabel("Media pensión").check();
        p.getByLabel("Vegetariana").check();
        p.getByLabel("No", exact()).check();
        p.getByLabel("Nombre *", exact()).fill("Hannah");
        p.getByLabel("Apellidos").fill("Whitfield");
        p.getByLabel("DNI, NIE o pasaporte").fill("561234987");
        p.getByLabel("Correo electrónico").fill("hannah.whitfield@example.co.uk");
        p.getByLabel("Teléfono (con prefijo internacional)").fill("+44 7700 900 588");
        p.getByLabel("Itinerario previsto").fill("Up from Torla through the Ordesa valley and the Cola de Caballo; Monte Perdido summit on day two, "
            + "back down the same way.");
        p.getByLabel("Observaciones").fill("One of the two of us is vegetarian.");
        p.getByLabel("He leído y acepto las normas del refugio").check();
        p.getByLabel("Quiero recibir el boletín").uncheck();
        press(p, "Enviar reserva");
        seen(p, "Hemos recibido su solicitud de reserva");
      }),
      Map.entry("zhengji-mianzhen-yuyue", p -> {
        p.getByLabel("就诊人姓名").fill("Oliver Bennett");
        group(p, "性别").getByLabel("男", exactIn()).check();
        p.getByLabel("出生日期").fill("2015-09-03");
        p.getByLabel("监护人姓名").fill("Emma Bennett");
        p.getByLabel("手机号码").fill("13917264850");
        p.getByLabel("电子邮箱").fill("emma.bennett@example.com");
        p.getByLabel("就诊院区").selectOption("PD");
        p.getByLabel("牙齿拥挤").check();
        p.getByLabel("龅牙").check();
        p.getByLabel("隐形矫正").check();
        group(p, "以前是否做过正畸治疗？").getByLabel("否", exactIn()).check();
        p.getByLabel("期望就诊日期").fill("2027-03-20");
        p.getByLabel("时段").selectOption("SAT");
        p.getByLabel("面诊语言").selectOption("en");
        p.getByLabel("备注").fill("Oliver is nervous about injections. Our family dentist referred us.");
        p.getByLabel("我已阅读并同意").check();
        p.getByLabel("订阅口腔健康资讯").uncheck();
        press(p, "提交预约");
        seen(p, "预约申请已提交");
      }),
      Map.entry("tasjil-mutabarri-aadaa", p -> {
        p.getByLabel("الاسم الكامل").fill("عبدالله محمد سعد القحطاني");
        p.getByLabel("رقم الهوية الوطنية").fill("1087654321");
        p.getByLabel("تاريخ الميلاد").fill("1989-12-05");
        group(p, "الجنس").getByLabel("ذكر", exactIn()).check();
        p.getByLabel("فصيلة الدم").selectOption("OPOS");
        p.getByLabel("المنطقة").selectOption("01");
        p.getByLabel("رقم الجوال").fill("0551234567");
        p.getByLabel("البريد الإلكتروني").fill("a.alqahtani@example.sa");
        p.getByLabel("أتبرع بأعضاء محددة فقط").check();
        p.getByLabel("الكليتان").check();
        p.getByLabel("الكبد").check();
        p.getByLabel("القرنيتان").check();
        group(p, "هل أبلغت أسرتك").getByLabel("نعم", exactIn()).check();
        p.getByLabel("اسم أقرب الأقارب").fill("نورة عبدالعزيز القحطاني");
        p.getByLabel("صلة القرابة").selectOption("SPOUSE");
        p.getByLabel("جوال القريب").fill("0559876543");
        p.getByLabel("أقرّ بأنني أسجّل رغبتي").check();
        p.getByLabel("أرغب في استلام بطاقة متبرع").check();
        p.getByLabel("أوافق على التواصل معي").uncheck();
        press(p, "تسجيل");
        seen(p, "تم تسجيلك في سجل المتبرعين بنجاح");
      }));
}
