package dev.autopilot.examples.blind;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the tenth domains corpus ({@code domains10}) works for a person, independently of the
 * library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts. A person unticks the boxes the page ticked for them and they did not
 * agree to (four pages pre-tick a newsletter, offers or partner box).
 */
class Domain10CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain10CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS10, 14, 5);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("choir-membership", p -> {
        p.getByLabel("First name").fill("Harriet");
        p.getByLabel("Surname").fill("Pemberton");
        p.getByLabel("Email address").fill("harriet.pemberton@example.co.uk");
        p.getByLabel("Mobile").fill("07700 900 318");
        p.getByLabel("Voice part").selectOption("A");
        p.getByLabel("A little").check();
        p.getByLabel("Previous singing experience").fill("Sang in my school choir and at church for a few years; nothing for the last ten years.");
        p.getByLabel("How did you hear about us?").selectOption("friend");
        p.getByLabel("Send me the choir's monthly newsletter").uncheck();
        p.getByLabel("I agree that the choir keeps my details").check();
        press(p, "Request a taster rehearsal");
        seen(p, "Welcome, singer!");
      }),
      Map.entry("lab-safety-induction", p -> {
        p.getByLabel("Full name").fill("Tomasz Wierzbicki");
        p.getByLabel("University ID number").fill("2284761");
        p.getByLabel("University email").fill("t.wierzbicki@hartley.ac.uk");
        p.getByLabel("Status", exact()).selectOption("pgr");
        p.getByLabel("Supervisor or line manager").fill("Prof. Alison Carver");
        p.getByLabel("Lab room number").fill("G.14");
        p.getByLabel("Flammable solvents").check();
        p.getByLabel("Liquid nitrogen or other cryogens").check();
        p.getByLabel("Induction session").selectOption("2027-01-13-pm");
        p.getByLabel("Date you expect to start lab work").fill("2027-01-20");
        p.getByLabel("I have read the departmental safety handbook").check();
        press(p, "Book my induction");
        seen(p, "Induction booked");
      }),
      Map.entry("software-licence-request", p -> {
        p.getByLabel("Requester name").fill("Priyanka Raman");
        p.getByLabel("Work email").fill("priyanka.raman@northwind-logistics.example.com");
        p.getByLabel("Department").selectOption("MKT");
        p.getByLabel("Laptop asset tag").fill("LT-20931");
        p.getByLabel("Software", exact()).selectOption("figma");
        p.getByLabel("One year").check();
        p.getByLabel("Approving manager's email").fill("olivier.blanc@northwind-logistics.example.com");
        p.getByLabel("Business justification").fill("I design the quarterly campaign landing pages with the agency, who share all files in "
            + "Figma; view-only access is not enough to edit them.");
        p.getByLabel("I will use this software in line with the acceptable use policy").check();
        press(p, "Submit request");
        seen(p, "Your manager has been asked to approve it");
      }),
      Map.entry("bereavement-leave", p -> {
        p.getByLabel("Employee name").fill("Gareth Llewellyn");
        p.getByLabel("Payroll number").fill("CF-10457");
        p.getByLabel("Line manager", exact()).fill("Nadia Haddad");
        p.getByLabel("Relationship to the person who died").selectOption("grandparent");
        p.getByLabel("First day of leave").fill("2026-12-02");
        p.getByLabel("Last day of leave").fill("2026-12-04");
        group(p, "Will you attend the funeral abroad?").getByLabel("No", exactIn()).check();
        p.getByLabel("Who can cover urgent work while you are away?").fill("Owen Price");
        p.getByLabel("The information I have given is correct").check();
        press(p, "Send request");
        seen(p, "Leave request sent");
      }),
      Map.entry("research-participant-screening", p -> {
        p.getByLabel("Your name").fill("Ines Carvalho");
        p.getByLabel("Date of birth").fill("1996-07-22");
        p.getByLabel("Email", exact()).fill("ines.carvalho@example.org");
        p.getByLabel("Daytime telephone").fill("07700 900 561");
        p.getByLabel("Sex recorded at birth (optional)").selectOption("F");
        group(p, "Which hand do you write with?").getByLabel("Right", exactIn()).check();
        p.getByLabel("On a typical night, how long do you sleep?").selectOption("7-8");
        p.getByLabel("None of these").check();
        group(p, "Do you work night shifts?").getByLabel("No", exactIn()).check();
        p.getByLabel("Which weeks could you stay two nights?").fill("any week in February");
        p.getByLabel("The study team may contact me about taking part in this study").check();
        press(p, "Send my answers");
        seen(p, "Thank you for volunteering");
      }),
      Map.entry("tree-preservation-enquiry", p -> {
        p.getByLabel("Full name").fill("Roger Blakemore");
        p.getByLabel("Email address").fill("roger.blakemore@example.co.uk");
        p.getByLabel("Phone number (optional)").fill("01632 960 144");
        p.getByLabel("I own the land it grows on").check();
        p.getByLabel("Address where the tree is").fill("14 Orchard Close, Little Ashvale");
        p.getByLabel("Postcode").fill("AV4 9HD");
        p.getByLabel("Type of tree, if known").fill("horse chestnut");
        p.getByLabel("Where on the site is the tree?").selectOption("back");
        p.getByLabel("Reducing the crown").check();
        p.getByLabel("Removing dead wood").check();
        p.getByLabel("Why is the work needed?").fill("Large dead branches hang over the children's play area and the crown shades the whole garden.");
        press(p, "Send enquiry");
        seen(p, "Enquiry sent");
      }),
      Map.entry("wedding-venue-viewing", p -> {
        p.getByLabel("Your name", exact()).fill("Chloe Adeyemi");
        p.getByLabel("Your partner's name").fill("Marcus Bell");
        p.getByLabel("Email", exact()).fill("chloe.adeyemi@example.co.uk");
        p.getByLabel("Phone", exact()).fill("07700 900 472");
        p.getByLabel("Preferred viewing date").fill("2027-01-16");
        p.getByLabel("Preferred time").selectOption("11:30");
        p.getByLabel("Wedding date (if you have one in mind)").fill("September 2028");
        p.getByLabel("Approximate number of guests").selectOption("60-100");
        p.getByLabel("Ceremony and reception at the barn").check();
        p.getByLabel("Pass my details to our recommended caterers").uncheck();
        p.getByLabel("I have read the privacy notice").check();
        press(p, "Request viewing");
        seen(p, "See you soon!");
      }),
      Map.entry("will-writing-enquiry", p -> {
        p.getByLabel("Title").selectOption("Mrs");
        p.getByLabel("First name(s)").fill("Eleanor");
        p.getByLabel("Last name").fill("Whitcombe");
        p.getByLabel("Email").fill("eleanor.whitcombe@example.co.uk");
        p.getByLabel("Telephone").fill("01632 960 238");
        p.getByLabel("How should we contact you first?").selectOption("email");
        press(p, "Next");
        p.getByLabel("Marital status").selectOption("widowed");
        p.getByLabel("Number of children").fill("3");
        p.getByLabel("Yes, I want to update it").check();
        p.getByLabel("I want to leave money in trust for someone").check();
        p.getByLabel("Are you also interested in a lasting power of attorney?").selectOption("later");
        p.getByLabel("Tell us briefly what you need").fill("My will dates from 1998, before my husband died; I want to update it and leave a "
            + "share in trust for my grandson.");
        p.getByLabel("I understand this enquiry does not make Marchbank my solicitors").check();
        press(p, "Send enquiry");
        seen(p, "your enquiry has been received");
      }),
      Map.entry("statement-copy-request", p -> {
        p.getByLabel("First name").fill("Deborah");
        p.getByLabel("Last name").fill("Okafor");
        p.getByLabel("Date of birth").fill("1968-03-30");
        p.getByLabel("Postcode of your registered address").fill("RG1 4QX");
        p.getByLabel("Email", exact()).fill("deborah.okafor@example.co.uk");
        p.getByLabel("Phone", exact()).fill("0118 496 0731");
        p.getByLabel("Account type").selectOption("ISA");
        p.getByLabel("Account number").fill("40318852");
        p.getByLabel("Statements from").fill("2025-04");
        p.getByLabel("Statements to").fill("2026-03");
        p.getByLabel("By post").check();
        p.getByLabel("What do you need them for?").selectOption("tax");
        p.getByLabel("Email me about new savings rates").uncheck();
        p.getByLabel("I am the account holder").check();
        press(p, "Order statements");
        seen(p, "Your copy statements are on their way");
      }),
      Map.entry("wertstoffhof-berechtigung", p -> {
        p.getByLabel("Anrede").selectOption("herr");
        p.getByLabel("Vorname").fill("Matthias");
        p.getByLabel("Nachname").fill("Brückner");
        p.getByLabel("Straße und Hausnummer").fill("Lindenweg 7");
        p.getByLabel("PLZ").fill("49811");
        p.getByLabel("Wohnort").selectOption("lindenau");
        p.getByLabel("E-Mail-Adresse").fill("m.brueckner@example.de");
        p.getByLabel("Telefon (für Rückfragen)").fill("0171 4459021");
        p.getByLabel("Amtliches Kennzeichen").fill("EMS-MB 482");
        p.getByLabel("Fahrzeugart").selectOption("pkw-anh");
        p.getByLabel("Karte gültig ab").fill("2026-12-07");
        p.getByLabel("Grünschnitt").check();
        p.getByLabel("Sperrmüll").check();
        p.getByLabel("Ich bestätige, dass ich nur Abfälle").check();
        p.getByLabel("Ich habe die Datenschutzhinweise gelesen").check();
        press(p, "Antrag absenden");
        seen(p, "Ihr Antrag ist eingegangen");
      }),
      Map.entry("atelier-poterie-attente", p -> {
        p.getByLabel("Prénom").fill("Camille");
        p.getByLabel("Nom de famille").fill("Delorme");
        p.getByLabel("Courriel").fill("camille.delorme@example.fr");
        p.getByLabel("Téléphone portable").fill("06 45 21 87 30");
        p.getByLabel("Cours souhaité").selectOption("tour-debutant");
        p.getByLabel("Jamais touché l'argile").check();
        p.getByLabel("Lundi soir").check();
        p.getByLabel("Samedi matin").check();
        p.getByLabel("Disponible à partir du").fill("2027-01-04");
        p.getByLabel("Je souhaite recevoir la lettre d'information").uncheck();
        p.getByLabel("J'accepte que mes données soient conservées").check();
        press(p, "M'inscrire sur la liste d'attente");
        seen(p, "Vous êtes inscrit·e sur la liste d'attente");
      }),
      Map.entry("intercambio-estudiantes", p -> {
        p.getByLabel("Nombre", exact()).fill("Lucía");
        p.getByLabel("Apellidos").fill("Martín Ortega");
        p.getByLabel("Fecha de nacimiento").fill("2005-10-08");
        p.getByLabel("DNI o NIE").fill("54839217K");
        p.getByLabel("Correo institucional").fill("lucia.martin@alumnos.valdeoro.es");
        p.getByLabel("Teléfono móvil").fill("+34 612 447 093");
        p.getByLabel("Facultad o escuela").selectOption("eco");
        p.getByLabel("Curso actual").selectOption("3");
        p.getByLabel("Nota media del expediente").fill("8.35");
        p.getByLabel("Universidad de destino").selectOption("I-BOLOGNA01");
        p.getByLabel("Primer cuatrimestre").check();
        p.getByLabel("Nivel acreditado del idioma de docencia").selectOption("B2");
        p.getByLabel("Carta de motivación").fill("I want to study European economic policy at Bologna, improve my Italian and take "
            + "courses in public finance that my faculty does not offer.");
        p.getByLabel("He leído y acepto las bases").check();
        press(p, "Enviar solicitud");
        seen(p, "Solicitud registrada");
      }),
      Map.entry("yantaoshi-yuyue", p -> {
        p.getByLabel("姓名").fill("Zhang Xiaoyu");
        p.getByLabel("学号/工号").fill("2023104517");
        p.getByLabel("电子邮箱").fill("zhangxy@stu.donghu.edu.cn");
        p.getByLabel("手机号码").fill("138 0571 2294");
        p.getByRole(AriaRole.COMBOBOX, new Page.GetByRoleOptions().setName("研讨室")).selectOption("B203");
        p.getByLabel("使用日期").fill("2026-12-03");
        p.getByLabel("开始时间").selectOption("13:30");
        p.getByLabel("2小时").check();
        p.getByLabel("使用人数").fill("6");
        p.getByLabel("投影仪").check();
        p.getByLabel("白板").check();
        p.getByLabel("使用用途").fill("Group project rehearsal for our software engineering course presentation.");
        p.getByLabel("我已阅读并遵守").check();
        press(p, "提交预约");
        seen(p, "预约成功");
      }),
      Map.entry("hirasat-al-hay", p -> {
        p.getByLabel("الاسم الكامل").fill("عبدالله سعيد القحطاني");
        p.getByLabel("رقم الجوال").fill("0559876412");
        p.getByLabel("البريد الإلكتروني (اختياري)").fill("a.qahtani@example.sa");
        p.getByLabel("الحي", exact()).selectOption("yasmin");
        p.getByLabel("اسم الشارع ورقم المبنى").fill("شارع الأمير سلطان، مبنى 18");
        p.getByLabel("منذ متى تسكن في الحي؟").selectOption("gt5");
        p.getByLabel("مساءً").check();
        p.getByLabel("عطلة نهاية الأسبوع").check();
        p.getByLabel("واتساب", exact()).check();
        p.getByLabel("هل لديك خبرة أو مهارة تفيد البرنامج؟").fill("متقاعد من الدفاع المدني ولدي خبرة في الإسعافات الأولية.");
        p.getByLabel("أتعهد بالالتزام بميثاق البرنامج").check();
        press(p, "تسجيل");
        seen(p, "تم تسجيلك بنجاح");
      }));
}
