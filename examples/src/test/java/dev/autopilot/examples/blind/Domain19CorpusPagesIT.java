package dev.autopilot.examples.blind;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the nineteenth domains corpus ({@code domains19}) works for a person, independently of
 * the library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts. A person unticks the boxes the page ticked for them and they did not
 * agree to (five pages pre-tick a newsletter, offers, partners', SMS deals or programmes box),
 * keeps the defaults that already say what they want, leaves paid extras they did not ask for
 * unticked, and works the widgets as they show (select2's search box, flatpickr's typed date).
 */
class Domain19CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain19CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS19, 14, 5);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("horse-riding-lessons", p -> {
        p.getByLabel("Rider's full name").fill("Poppy Hartley");
        p.getByLabel("Rider's date of birth").fill("2016-05-09");
        p.getByLabel("Parent or guardian's name").fill("Claire Hartley");
        p.getByLabel("Rider's height (cm)").fill("138");
        p.getByLabel("Rider's weight (kg)").fill("34");
        p.getByLabel("Email address").fill("claire.hartley@example.co.uk");
        p.getByLabel("Mobile number").fill("07700 900 634");
        p.getByLabel("Has had a few lessons").check();
        p.getByLabel("Type of lesson").selectOption("group");
        p.getByLabel("Tuesday").check();
        p.getByLabel("Thursday").check();
        p.getByLabel("Preferred time").selectOption("late");
        p.getByLabel("Earliest start date").fill("2027-04-13");
        p.getByLabel("Medical conditions or anything else we should know").fill("Mild asthma, carries an inhaler.");
        p.getByLabel("I have read the yard safety rules").check();
        p.getByLabel("Send me the Brackenfield newsletter").uncheck();
        press(p, "Send booking request");
        seen(p, "Your lesson request has reached the yard office");
      }),
      Map.entry("student-loan-deferment", p -> {
        p.getByLabel("Customer reference number").fill("40217736581");
        p.getByLabel("Full name").fill("Daniel Osei");
        p.getByLabel("Date of birth").fill("1998-11-02");
        p.getByLabel("Email address").fill("daniel.osei@example.com");
        p.getByLabel("Phone number").fill("07700 900 815");
        p.getByLabel("I have gone back to full-time study").check();
        p.getByLabel("Name of university or college").fill("University of Leeds");
        p.getByLabel("Course title").fill("MSc Transport Planning");
        p.getByLabel("Expected end date of the course").fill("2027-09-30");
        p.getByLabel("How long do you want to defer for?").selectOption("course");
        p.getByLabel("Your current yearly income before tax").fill("6200");
        p.getByLabel("I declare that the information I have given is true").check();
        press(p, "Submit application");
        seen(p, "Application submitted");
      }),
      Map.entry("amateur-radio-licence", p -> {
        p.getByLabel("Title").selectOption("MS");
        p.getByLabel("Forename(s)").fill("Katherine");
        p.getByLabel("Surname").fill("Ng");
        p.getByLabel("Date of birth").fill("1987-03-22");
        p.getByLabel("Address line 1").fill("17 Lamplighter Row");
        p.getByLabel("Town or city").fill("Kendal");
        p.getByLabel("Postcode").fill("LA9 4QX");
        p.getByLabel("Email", exact()).fill("kat.ng@example.org");
        p.getByLabel("Daytime telephone").fill("01539 960 271");
        group(p, "Which licence are you applying for?").getByLabel("Foundation").check();
        p.getByLabel("Exam candidate number").fill("F-2026-118304");
        p.getByLabel("Date you passed the exam").fill("2026-11-14");
        p.getByLabel("How did you sit the exam?").selectOption("RI");
        p.getByLabel("Preferred callsign suffix (optional)").fill("KNG");
        p.getByLabel("List my callsign, name and town in the public callsign directory").check();
        p.getByLabel("I have read the licence terms").check();
        press(p, "Apply for licence");
        seen(p, "We have your amateur radio licence application");
      }),
      Map.entry("cyber-incident-report", p -> {
        p.getByLabel("Organisation name").fill("Harrow & Finch Solicitors");
        p.getByLabel("Sector").selectOption("PRO");
        p.getByLabel("Number of staff").selectOption("small");
        p.getByLabel("Your name").fill("Priya Raman");
        p.getByLabel("Job title").fill("Practice manager");
        p.getByLabel("Email *", exact()).fill("p.raman@harrowfinch.example.co.uk");
        p.getByLabel("Phone *", exact()).fill("0161 496 0382");
        p.getByLabel("Ransomware (files locked, ransom demanded)").check();
        p.getByLabel("Date it started or was noticed").fill("2026-11-23");
        p.getByLabel("Approximate time").fill("07:45");
        group(p, "Is it still going on? *").getByLabel("Yes", exactIn()).check();
        group(p, "What has been affected? (tick all that apply)").getByLabel("Email", exactIn()).check();
        p.getByLabel("Customer or client records").check();
        p.getByLabel("Backups").check();
        p.getByLabel("Describe what happened").fill("Staff arrived to find every file on the shared drive renamed to .lockd and a ransom note "
            + "on each PC. We unplugged the server at 08:10 and have not paid anything.");
        p.getByLabel("Our bank").check();
        p.getByLabel("Our cyber insurer").check();
        p.getByLabel("I agree that the Centre may keep these details").check();
        press(p, "Send report");
        seen(p, "Report received");
      }),
      Map.entry("nursery-photo-day", p -> {
        p.getByLabel("Parent or carer name").fill("Sophie Adeyemi");
        p.getByLabel("Email (for your gallery link)").fill("sophie.adeyemi@example.com");
        p.getByLabel("Mobile").fill("07700 900 247");
        p.getByLabel("Child's first and last name").fill("Tobi Adeyemi");
        p.getByLabel("Room", exact()).selectOption("R2");
        p.getByLabel("Yes, with siblings").check();
        p.getByLabel("Siblings' names and ages").fill("Ada, 7");
        p.getByLabel("Sibling photo slot").selectOption("pm");
        p.getByLabel("In the nursery garden").check();
        p.getByLabel("Package").selectOption("dl");
        p.getByLabel("Photo mug").check();
        p.getByLabel("Anything the photographer should know?").fill("Tobi is shy with strangers, a minute with his teddy helps.");
        p.getByLabel("I give permission for my child").check();
        p.getByLabel("Send me SnapTots offers").uncheck();
        press(p, "Book photos");
        seen(p, "your Photo Day booking is confirmed");
      }),
      Map.entry("coffee-machine-service-contract", p -> {
        p.getByLabel("Business name").fill("Bramble Lane Bakery");
        p.getByLabel("Contact name").fill("Owen Pritchard");
        p.getByLabel("Email").fill("owen@bramblelanebakery.example.co.uk");
        p.getByLabel("Phone").fill("029 2018 0447");
        p.getByLabel("Site address").fill("4 Bramble Lane, Pontcanna, Cardiff");
        p.getByLabel("Postcode").fill("CF11 9HT");
        // select2: open the box, type in its search field, take the match
        p.locator("#machine_model + .select2").click();
        p.locator(".select2-search__field").fill("Linea PB");
        p.getByRole(AriaRole.OPTION, new Page.GetByRoleOptions().setName("La Marzocco Linea PB")).click();
        p.getByLabel("Group heads").selectOption("2");
        p.getByLabel("Age of machine").selectOption("C");
        p.getByLabel("Cups per day (approx.)").fill("180");
        p.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName("Plus")).check();
        p.getByLabel("Add water filter changes").check();
        p.getByLabel("When can our engineer visit?").selectOption("early");
        p.getByLabel("Contract start").fill("2027-03-01");
        p.getByLabel("I accept the Crema Pro service terms").check();
        p.getByLabel("Pass my details to Crema Pro's roasting partners").uncheck();
        press(p, "Request my quote");
        seen(p, "quote request received");
      }),
      Map.entry("community-project-bid", p -> {
        p.getByLabel("Legal name of your organisation").fill("Friends of Calder Vale Park");
        p.getByLabel("Type of organisation").selectOption("unincorporated");
        p.getByLabel("Postcode of your main address").fill("HX7 8AD");
        p.getByLabel("Full name").fill("Margaret Illingworth");
        p.getByLabel("Position in the organisation").fill("Secretary");
        p.getByLabel("Email address").fill("friendsofcaldervale@example.org.uk");
        p.getByLabel("Telephone").fill("01422 960 518");
        p.getByLabel("Project title").fill("Calder Vale Walk and Talk");
        p.getByLabel("What will you do with the grant?").fill("A weekly guided walk round the park for older residents and carers, ending "
            + "with tea in the bowling pavilion. The grant pays for walk leader training, two benches and a year of refreshments.");
        p.getByLabel("Amount requested (£)").fill("4750");
        p.getByLabel("How many people will benefit?").fill("120");
        p.getByLabel("Start date").fill("2027-05-01");
        p.getByLabel("End date").fill("2028-04-30");
        p.getByLabel("Older people").check();
        p.getByLabel("Carers", exact()).check();
        p.getByLabel("Bring people together and build strong relationships").check();
        p.getByLabel("I confirm that I am authorised").check();
        press(p, "Submit application");
        seen(p, "Application sent");
      }),
      Map.entry("tyre-fitting-booking", p -> {
        p.getByLabel("Registration number").fill("WF19 KXT");
        p.getByLabel("Width").selectOption("225");
        p.getByLabel("Profile").selectOption("45");
        p.getByLabel("Rim (inches)").selectOption("17");
        p.getByLabel("2 tyres").check();
        p.getByLabel("Tyre range").selectOption("M");
        // flatpickr with allowInput: type the date, then leave the field
        p.getByLabel("Fitting date").fill("2027-03-13");
        p.getByLabel("Fitting date").press("Tab");
        p.getByLabel("Time", exact()).selectOption("T2");
        p.getByLabel("Four-wheel alignment check").check();
        p.getByLabel("Name *", exact()).fill("Rahul Mistry");
        p.getByLabel("Email *", exact()).fill("rahul.mistry@example.co.uk");
        p.getByLabel("Mobile *", exact()).fill("07700 900 392");
        p.getByLabel("Text me seasonal tyre deals").uncheck();
        p.getByLabel("I agree to the booking terms").check();
        press(p, "Confirm booking");
        seen(p, "Your tyre fitting is booked");
      }),
      Map.entry("hospice-day-centre-referral", p -> {
        group(p, "Patient details").getByLabel("Full name").fill("George Whitaker");
        p.getByLabel("Date of birth").fill("1944-08-17");
        p.getByLabel("NHS number").fill("485 777 3457");
        p.getByLabel("Home address including postcode").fill("22 Hollins Terrace, Marsden, HD7 6BW");
        group(p, "Patient details").getByLabel("Telephone").fill("01484 960 733");
        p.getByRole(AriaRole.RADIOGROUP, new Page.GetByRoleOptions().setName("Is the patient aware of their diagnosis?"))
            .getByLabel("Yes", exactIn()).check();
        p.getByLabel("Mobility").selectOption("AID");
        group(p, "Referrer details").getByLabel("Full name").fill("Janet Oduya");
        p.getByLabel("Role").selectOption("DN");
        p.getByLabel("Practice, team or ward").fill("Colne Valley District Nursing Team");
        group(p, "Referrer details").getByLabel("Telephone").fill("01484 960 200");
        p.getByLabel("Secure email").fill("janet.oduya@nhs.example.uk");
        p.getByLabel("Primary diagnosis").fill("Metastatic prostate cancer");
        p.getByLabel("Symptom management").check();
        p.getByLabel("Social contact and activities").check();
        p.getByLabel("A break for the carer").check();
        p.getByLabel("Wed", exact()).check();
        p.getByLabel("Fri", exact()).check();
        p.getByRole(AriaRole.RADIOGROUP, new Page.GetByRoleOptions().setName("Does the patient need hospice transport?"))
            .getByLabel("Yes", exactIn()).check();
        p.getByLabel("Other relevant information").fill("Lives with his wife Eileen, who is his main carer. On oral morphine. Allergic to penicillin.");
        p.getByLabel("The patient has agreed to this referral").check();
        press(p, "Send referral");
        seen(p, "The Day Therapy team has received your referral");
      }),
      Map.entry("sportverein-zuschuss", p -> {
        p.getByLabel("Name des Vereins").fill("TSV Eichenau 1921 e.V.");
        p.getByLabel("Registernummer (Vereinsregister)").fill("VR 2087");
        p.getByLabel("Mitglieder insgesamt").fill("412");
        p.getByLabel("davon Kinder und Jugendliche unter 18 Jahren").fill("168");
        p.getByLabel("Vorname").fill("Sabine");
        p.getByLabel("Nachname").fill("Kühnel");
        p.getByLabel("Funktion im Verein").selectOption("KW");
        p.getByLabel("E-Mail").fill("kasse@tsv-eichenau.example.de");
        p.getByLabel("Telefon (tagsüber)").fill("08141 96 02 33");
        p.getByLabel("Anschaffung von Sportgeräten").check();
        p.getByLabel("Kurze Beschreibung der Maßnahme").fill("Zwei mobile Handballtore und vier Weichbodenmatten für die Jugendabteilung");
        p.getByLabel("Gesamtkosten in Euro").fill("6840");
        p.getByLabel("Beantragter Zuschuss in Euro").fill("2700");
        p.getByLabel("Geplanter Beginn der Maßnahme").fill("2027-05-15");
        p.getByLabel("Kontoinhaber").fill("TSV Eichenau 1921 e.V.");
        p.getByLabel("IBAN").fill("DE89 3704 0044 0532 0130 00");
        p.getByLabel("Der Verein ist vom Finanzamt als gemeinnützig anerkannt").check();
        p.getByLabel("Ich habe die Sportförderrichtlinie der Gemeinde gelesen").check();
        press(p, "Antrag einreichen");
        seen(p, "Ihr Förderantrag ist bei uns eingegangen");
      }),
      Map.entry("abonnement-saison-theatre", p -> {
        p.getByLabel("Madame").check();
        p.getByLabel("Prénom").fill("Hélène");
        p.getByLabel("Nom *", exact()).fill("Marchetti");
        p.getByLabel("Adresse électronique").fill("helene.marchetti@example.fr");
        p.getByLabel("Téléphone portable").fill("06 72 14 39 08");
        p.getByLabel("Adresse postale").fill("12 rue des Carmes");
        p.getByLabel("Code postal").fill("45000");
        p.getByLabel("Ville").fill("Orléans");
        p.getByLabel("Formule").selectOption("F4");
        p.getByLabel("Senior (65 ans et plus)").check();
        p.getByLabel("Le Misanthrope").check();
        p.getByLabel("Cendrillon").check();
        p.getByLabel("Art – Yasmina Reza").check();
        p.getByLabel("Cyrano de Bergerac").check();
        p.getByLabel("Placement souhaité").selectOption("BAL");
        p.getByLabel("Nombre d'abonnements identiques").fill("2");
        p.getByLabel("Prélèvement en 3 fois sans frais").check();
        p.getByLabel("Je souhaite recevoir la lettre d'information").uncheck();
        p.getByLabel("J'ai lu et j'accepte les conditions générales de vente").check();
        press(p, "Valider mon abonnement");
        seen(p, "votre abonnement est enregistré");
      }),
      Map.entry("asistencia-pmr-aeropuerto", p -> {
        p.getByLabel("Nombre *", exact()).fill("Brian");
        p.getByLabel("Apellidos").fill("McAllister");
        p.getByLabel("Correo electrónico").fill("brian.mcallister@example.ie");
        p.getByLabel("Teléfono móvil").fill("+353 87 123 4567");
        p.getByLabel("Aeropuerto *", exact()).selectOption("AGP");
        p.getByLabel("Salida desde este aeropuerto").check();
        p.getByLabel("Fecha del vuelo").fill("2027-04-22");
        p.getByLabel("Número de vuelo").fill("EI 593");
        p.getByLabel("Compañía aérea").fill("Aer Lingus");
        p.getByLabel("Tipo de asistencia").selectOption("WCHR");
        group(p, "¿Viaja con su propia silla de ruedas o ayuda a la movilidad?").getByLabel("Sí", exactIn()).check();
        p.getByLabel("Tipo de silla").selectOption("MAN");
        p.getByLabel("Punto de encuentro").selectOption("MF");
        p.getByLabel("Viajo con un acompañante").check();
        p.getByLabel("Observaciones").fill("I had a knee replacement in February and can walk about 50 metres.");
        p.getByLabel("He leído y acepto la política de privacidad").check();
        press(p, "Enviar solicitud");
        seen(p, "Solicitud registrada");
      }),
      Map.entry("yishu-zhuliu-shenqing", p -> {
        p.getByLabel("姓名（与护照一致）").fill("Claire Dubois-Tremblay");
        p.getByLabel("国籍").selectOption("CA");
        p.getByLabel("出生日期").fill("1991-07-14");
        p.getByLabel("电子邮箱").fill("claire.dt@example.ca");
        p.getByLabel("联系电话（含国家区号）").fill("+1 514 555 0187");
        p.getByLabel("个人网站或作品集链接").fill("https://clairedt.example.ca");
        p.getByLabel("装置").check();
        p.getByLabel("纤维/纺织").check();
        p.getByLabel("秋季：2027 年 9 月 15 日 – 12 月 15 日").check();
        p.getByLabel("驻留时长").selectOption("2");
        p.getByLabel("驻留期间的创作计划").fill("I want to work with Sichuan brocade weavers on a hanging installation of unfinished warp "
            + "threads, recording the sounds of the looms.");
        p.getByLabel("中文水平").selectOption("1");
        group(p, "是否需要我们出具签证邀请函？*").getByLabel("需要", exactIn()).check();
        p.getByLabel("我已阅读并同意《驻留协议》及《隐私政策》").check();
        press(p, "提交申请");
        seen(p, "感谢您的申请");
      }),
      Map.entry("istishara-zawjiya", p -> {
        p.getByLabel("الاسم الكامل").fill("ريم خالد العمري");
        p.getByLabel("العمر").fill("31");
        p.getByLabel("المدينة").selectOption("AMM");
        p.getByLabel("رقم الهاتف المحمول").fill("0791234567");
        p.getByLabel("البريد الإلكتروني").fill("reem.omari@example.jo");
        p.getByLabel("مدة الزواج").selectOption("L3");
        p.getByLabel("عدد الأبناء").fill("2");
        group(p, "هل سيحضر الطرف الآخر الجلسات؟ *").getByLabel("نعم", exactIn()).check();
        p.getByLabel("ضعف التواصل والحوار").check();
        p.getByLabel("تدخّل الأهل").check();
        p.getByLabel("نبذة مختصرة عن الوضع").fill("متزوجان منذ سبع سنوات، وتزايدت الخلافات بعد انتقالنا للسكن قرب أهل زوجي.");
        p.getByLabel("عن بُعد (مكالمة فيديو)").check();
        p.getByLabel("المستشار المفضّل").selectOption("f");
        p.getByLabel("مساءً (4–8)").check();
        p.getByLabel("أوافق على سياسة الخصوصية").check();
        p.getByLabel("أرغب في تلقّي رسائل عن الدورات").uncheck();
        press(p, "إرسال الطلب");
        seen(p, "تم استلام طلبك بنجاح");
      }));
}
