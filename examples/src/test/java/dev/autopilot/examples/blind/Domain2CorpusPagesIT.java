package dev.autopilot.examples.blind;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the second domains corpus ({@code domains2}) works for a person, independently of the
 * library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts.
 */
class Domain2CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain2CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS2, 16, 3);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("insurance-claim", p -> {
        p.getByLabel("Policy number").fill("HX-4471-2290");
        p.getByLabel("Policyholder name").fill("Maria Lopez");
        p.getByLabel("Type of loss").selectOption("water");
        p.getByLabel("Date of the incident").fill("2026-10-03");
        p.getByLabel("What happened?").fill("A pipe burst under the kitchen sink overnight and flooded the kitchen and hallway floors.");
        p.getByLabel("Estimated cost of damage").fill("2400");
        p.getByLabel("No", exact()).check();
        p.getByLabel("Email address").fill("maria.lopez@example.org");
        p.getByLabel("Daytime phone").fill("+44 7700 900123");
        p.getByLabel("I confirm the information is true").check();
        press(p, "Submit claim");
        seen(p, "Your claim has been submitted");
      }),
      Map.entry("utility-move-in", p -> {
        p.getByLabel("Herr", exact()).check();
        p.getByLabel("Vorname").fill("Jonas");
        p.getByLabel("Nachname").fill("Becker");
        p.getByLabel("Geburtsdatum").fill("1987-06-21");
        p.getByLabel("E-Mail-Adresse").fill("jonas.becker@example.de");
        p.getByLabel("Telefon (tagsüber)").fill("0341 5556677");
        p.getByLabel("Straße und Hausnummer").fill("Lindenstraße 14");
        p.getByLabel("PLZ").fill("04177");
        p.getByLabel("Ort *", exact()).fill("Leipzig");
        p.getByLabel("Einzugsdatum").fill("2026-11-15");
        p.getByLabel("Zählernummer").fill("1ESY1160512345");
        p.getByLabel("Zählerstand bei Einzug").fill("18342");
        p.getByLabel("Tarif").selectOption("oeko");
        p.getByLabel("Ich akzeptiere die AGB").check();
        press(p, "Einzug verbindlich melden");
        seen(p, "Ihre Einzugsmeldung ist bei uns eingegangen");
      }),
      Map.entry("school-enrollment", p -> {
        p.getByLabel("Student's legal first name").fill("Ava");
        p.getByLabel("Student's legal last name").fill("Thompson");
        p.getByLabel("Student's date of birth").fill("2021-04-09");
        p.getByLabel("Grade entering").selectOption("K");
        p.getByLabel("Full name").fill("Rachel Thompson");
        p.getByLabel("Relationship to student").selectOption("Mother");
        p.getByLabel("Email").fill("rachel.thompson@example.com");
        p.getByLabel("Cell phone").fill("(555) 201-7788");
        p.getByLabel("Home address").fill("42 Birch Lane, Maple Ridge");
        p.getByLabel("ZIP code").fill("98012");
        p.getByLabel("Yes, morning and afternoon").check();
        p.getByLabel("I have read the Family Handbook").check();
        press(p, "Submit enrollment");
        seen(p, "Your enrollment form has been received");
      }),
      Map.entry("volunteer-signup", p -> {
        p.getByLabel("Prénom").fill("Camille");
        p.getByLabel("Nom", exact()).fill("Durand");
        p.getByLabel("Adresse e-mail").fill("camille.durand@example.fr");
        p.getByLabel("Téléphone portable").fill("06 12 34 56 78");
        p.getByLabel("Mercredi").check();
        p.getByLabel("Samedi").check();
        p.getByLabel("Mission souhaitée").selectOption("distribution");
        p.getByLabel("Quelques mots sur vous").fill("Retraitée, j'ai du temps libre et j'aimerais aider dans mon quartier.");
        p.getByLabel("J'ai lu et j'accepte la charte").check();
        press(p, "Je m'inscris");
        seen(p, "Votre inscription a bien été enregistrée");
      }),
      Map.entry("pet-adoption", p -> {
        p.getByLabel("Your full name").fill("Daniel Okafor");
        p.getByLabel("Email").fill("d.okafor@example.net");
        p.getByLabel("Phone number").fill("+1 415 555 0142");
        p.getByLabel("Which animal would you like to adopt?").selectOption("A-1034");
        p.getByLabel("Apartment").check();
        p.getByLabel("my landlord allows pets").check();
        p.getByLabel("Do you have other pets at home?").selectOption("none");
        p.getByLabel("Tell us about your experience").fill("I grew up with two cats and fostered kittens for a local shelter last year.");
        p.getByLabel("I agree to the adoption terms").check();
        press(p, "Send application");
        seen(p, "Application received!");
      }),
      Map.entry("car-service-booking", p -> {
        p.getByLabel("Matrícula").fill("4821 KLM");
        p.getByLabel("Marca").fill("Seat");
        p.getByLabel("Modelo").fill("León");
        p.getByLabel("Kilómetros actuales").fill("87500");
        p.getByLabel("Tipo de servicio").selectOption("aceite");
        p.getByLabel("Fecha preferida").fill("03/12/2026");
        p.getByLabel("Fecha preferida").press("Enter");
        p.getByLabel("Franja horaria").selectOption("manana");
        p.getByLabel("Nombre y apellidos").fill("Lucía Fernández Ruiz");
        p.getByLabel("Correo electrónico").fill("lucia.fernandez@example.es");
        p.getByLabel("Teléfono móvil").fill("612 345 678");
        p.getByLabel("Comentarios").fill("Se enciende a veces el testigo de presión de neumáticos.");
        p.getByLabel("He leído y acepto").check();
        press(p, "Confirmar cita");
        seen(p, "Hemos recibido su solicitud de cita");
      }),
      Map.entry("library-card", p -> {
        p.getByLabel("First name").fill("Priya");
        p.getByLabel("Last name").fill("Natarajan");
        p.getByLabel("Birth date").fill("1990-03-14");
        p.getByLabel("E-mail *", exact()).fill("priya.n@example.com");
        p.getByLabel("Phone").fill("555-318-2040");
        p.getByLabel("Street address").fill("118 Willow Street");
        p.getByLabel("City").fill("Eastbrook");
        p.getByLabel("Postal code").fill("60514");
        p.getByLabel("Adult (18+)").check();
        p.getByLabel("Home branch").selectOption("RIV");
        p.getByLabel("Text message").check();
        p.getByLabel("I agree to follow the library's borrowing rules").check();
        press(p, "Apply for card");
        seen(p, "Your library card application was received");
      }),
      Map.entry("clinical-trial-prescreen", p -> {
        p.getByLabel("Age (years)").fill("54");
        p.getByLabel("Female").check();
        p.getByLabel("Height (cm)").fill("165");
        p.getByLabel("Weight (kg)").fill("82");
        p.getByRole(AriaRole.RADIOGROUP, new Page.GetByRoleOptions().setName("diagnosed you with type 2 diabetes")).getByLabel("Yes").check();
        p.getByRole(AriaRole.RADIOGROUP, new Page.GetByRoleOptions().setName("using insulin")).getByLabel("No").check();
        p.getByLabel("List the medicines").fill("Metformin 1000 mg twice a day");
        p.getByLabel("ZIP code").fill("60201");
        p.getByLabel("Email").fill("janet.wu@example.org");
        p.getByLabel("Phone").fill("(847) 555-0199");
        p.getByLabel("Best time to call").selectOption("evening");
        p.getByLabel("may store my answers and contact me").check();
        press(p, "Check eligibility");
        seen(p, "your answers were sent");
      }),
      Map.entry("freelance-invoice", p -> {
        p.getByLabel("Your full name").fill("Tomás Horvat");
        p.getByLabel("Trading / business name").fill("Horvat Motion Design");
        p.getByLabel("Your email").fill("tomas@horvat-motion.example");
        p.getByLabel("VAT or tax ID").fill("HR12345678901");
        p.getByLabel("Invoice number").fill("2026-041");
        p.getByLabel("Brightwave PO number").fill("PO-20417");
        p.getByLabel("Invoice date").fill("2026-11-20");
        p.getByLabel("Payment terms").selectOption("30");
        p.getByLabel("Description of work").fill("Animated title sequence, episode 3");
        p.getByLabel("Hours").fill("22.5");
        p.getByLabel("Hourly rate").fill("65");
        p.getByLabel("Currency").selectOption("EUR");
        p.getByLabel("IBAN for payment").fill("HR1210010051863000160");
        press(p, "Submit invoice");
        seen(p, "submitted successfully");
      }),
      Map.entry("venue-rental", p -> {
        p.getByLabel("联系人姓名").fill("王丽");
        p.getByLabel("公司/机构名称").fill("上海启明科技有限公司");
        p.getByLabel("手机号码").fill("13812345678");
        p.getByLabel("电子邮箱").fill("wangli@example.cn");
        p.getByLabel("活动类型").selectOption("launch");
        p.getByLabel("活动日期").fill("2027-03-18");
        p.getByLabel("预计人数").fill("150");
        p.getByLabel("5–10万元").check();
        p.getByLabel("需求说明").fill("需要投影、无线麦克风和茶歇");
        p.getByLabel("我已阅读并同意《隐私政策》").check();
        press(p, "提交咨询");
        seen(p, "提交成功");
      }),
      Map.entry("building-permit", p -> {
        p.getByLabel("Applicant full name").fill("Gregory Hale");
        p.getByLabel("Property owner").check();
        p.getByLabel("Email address").fill("ghale@example.com");
        p.getByLabel("Phone number").fill("503-555-0147");
        p.getByLabel("Site address").fill("2215 Orchard Way, Fairhaven");
        p.getByLabel("Assessor's parcel number").fill("104-220-017");
        p.getByLabel("Type of work").selectOption("DECK");
        p.getByLabel("Describe the work").fill("Build a 12 x 16 ft pressure-treated wood deck at the rear of the house, 3 ft above grade, with stairs.");
        p.getByLabel("Estimated project valuation").fill("14500");
        p.getByLabel("Proposed start date").fill("2027-04-05");
        p.getByLabel("I certify that I have read this application").check();
        press(p, "Submit application");
        seen(p, "Your building permit application has been received");
      }),
      Map.entry("visa-info", p -> {
        p.getByLabel("الاسم الكامل").fill("AHMED MAHMOUD ELSAYED");
        p.getByLabel("رقم جواز السفر").fill("A12345678");
        p.getByLabel("تاريخ الميلاد").fill("1985-09-02");
        p.getByLabel("الجنسية").selectOption("EG");
        p.getByLabel("تاريخ الوصول").fill("2027-01-10");
        p.getByLabel("تاريخ المغادرة").fill("2027-01-24");
        p.getByLabel("سياحة").check();
        p.getByLabel("عنوان الإقامة").fill("Harbour View Hotel, 12 Marina Road");
        p.getByLabel("البريد الإلكتروني").fill("ahmed.elsayed@example.com");
        p.getByLabel("رقم الهاتف المحمول").fill("+20 100 123 4567");
        p.getByLabel("أقر بأن جميع البيانات المدخلة صحيحة").check();
        press(p, "إرسال الطلب");
        seen(p, "تم استلام طلب التأشيرة");
      }),
      Map.entry("property-viewing", p -> {
        p.getByLabel("Vorname").fill("Sofia");
        p.getByLabel("Nachname").fill("Marino");
        p.getByLabel("E-Mail").fill("sofia.marino@example.it");
        p.getByLabel("Telefon").fill("+49 176 22334455");
        p.getByLabel("Wunschtermin").fill("2026-12-05");
        p.getByLabel("Personen im Haushalt").selectOption("2");
        p.getByText("Nachmittags").click();
        p.getByLabel("Ihre Nachricht an uns").fill("Wir sind ein Paar ohne Haustiere, beide berufstätig. Unterlagen (SCHUFA, Gehaltsnachweise) liegen vor.");
        p.getByLabel("willige in die Verarbeitung meiner Daten").check();
        press(p, "Anfrage senden");
        seen(p, "Vielen Dank für Ihre Anfrage");
      }),
      Map.entry("newsletter-preferences", p -> {
        p.getByLabel("Email address").fill("hank.miller@example.com");
        p.getByLabel("First name").fill("Hank");
        p.getByLabel("The Morning Briefing").check();
        p.getByLabel("Arts & Culture").check();
        p.getByLabel("Eat & Drink").check();
        p.getByLabel("One weekly digest").check();
        p.getByLabel("Email format").selectOption("text");
        p.getByLabel("I have read the privacy policy").check();
        press(p, "Save preferences");
        seen(p, "Your preferences have been saved");
      }),
      Map.entry("warranty-registration", p -> {
        p.getByLabel("Product", exact()).selectOption("KA-H7");
        p.getByLabel("Serial number").fill("KH20481932");
        p.getByLabel("Date of purchase").fill("2026-11-02");
        p.getByLabel("Where did you buy it?").selectOption("electronics-store");
        press(p, "Next");
        p.getByLabel("First name").fill("Siobhan");
        p.getByLabel("Last name").fill("Gallagher");
        p.getByLabel("Email", exact()).fill("siobhan.gallagher@example.ie");
        p.getByLabel("Country").selectOption("IE");
        p.getByLabel("Postcode").fill("D02 X285");
        p.getByLabel("I accept the warranty terms").check();
        press(p, "Register product");
        seen(p, "Your product is registered");
      }),
      Map.entry("hr-leave-request", p -> {
        p.getByLabel("Matricule").fill("204871");
        p.getByLabel("Nom et prénom").fill("Julien Moreau");
        p.getByLabel("Courriel professionnel").fill("julien.moreau@alcyon.example");
        p.getByLabel("Service").selectOption("log");
        p.getByLabel("Congés payés").check();
        p.getByLabel("Premier jour d’absence").fill("2026-12-21");
        p.getByLabel("Dernier jour d’absence").fill("2027-01-02");
        p.getByLabel("Courriel du responsable").fill("claire.petit@alcyon.example");
        press(p, "Envoyer la demande");
        seen(p, "Votre demande a bien été envoyée");
      }));
}
