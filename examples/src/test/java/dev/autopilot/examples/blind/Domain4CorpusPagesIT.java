package dev.autopilot.examples.blind;

import com.microsoft.playwright.Page;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the fourth domains corpus ({@code domains4}) works for a person, independently of the
 * library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts.
 */
class Domain4CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain4CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS4, 14, 4);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("job-shadowing", p -> {
        p.getByLabel("Full name").fill("Priya Raman");
        p.getByLabel("Email").fill("priya.raman@example.ac.uk");
        p.getByLabel("Phone").fill("07911 123456");
        p.getByLabel("School, college or university").fill("University of Leeds");
        p.getByLabel("Year of study").selectOption("3");
        p.getByLabel("Which team would you like to shadow?").selectOption("design");
        p.getByLabel("Week commencing").fill("2027-02-15");
        p.getByLabel("Mon", exact()).check();
        p.getByLabel("Tue", exact()).check();
        p.getByLabel("Wed", exact()).check();
        p.getByLabel("What would you like to get out of the placement?")
            .fill("I study industrial design and want to see how a product team takes a concept through prototyping to manufacture.");
        p.getByLabel("No", exact()).check();
        p.getByLabel("I agree that Northwind may keep my details").check();
        press(p, "Send request");
        seen(p, "your request is in");
      }),
      Map.entry("sleep-study-screening", p -> {
        p.getByLabel("First name").fill("Daniel");
        p.getByLabel("Last name").fill("Okafor");
        p.getByLabel("Email address").fill("daniel.okafor@example.com");
        p.getByLabel("Age (years)").fill("34");
        p.getByLabel("Male", exact()).check();
        group(p, "Do you currently work night or rotating shifts?").getByLabel("No", exactIn()).check();
        p.getByLabel("On a typical night, how long do you sleep?").selectOption("5-6");
        p.getByLabel("Insomnia").check();
        p.getByLabel("I consent to the research team").check();
        press(p, "Check my eligibility");
        seen(p, "Your screening answers were received");
      }),
      Map.entry("proberaum-buchung", p -> {
        p.getByLabel("Bandname / Projekt").fill("The Static Owls");
        p.getByLabel("Ansprechpartner/in").fill("Jonas Becker");
        p.getByLabel("E-Mail-Adresse").fill("jonas.becker@example.de");
        p.getByLabel("Handynummer").fill("0176 55512345");
        p.getByLabel("Raum *", exact()).selectOption("R2");
        p.getByLabel("Datum *", exact()).fill("2027-01-22");
        p.getByLabel("Beginn").selectOption("19:00");
        p.getByLabel("Dauer in Stunden").fill("3");
        p.getByLabel("Anzahl Musiker/innen").fill("4");
        p.getByLabel("Schlagzeug").check();
        p.getByLabel("Gesangsanlage").check();
        p.getByLabel("Bassverstärker").check();
        p.getByLabel("Einmalig").check();
        p.getByLabel("Ich habe die Hausordnung gelesen").check();
        press(p, "Jetzt anfragen");
        seen(p, "Deine Anfrage ist eingegangen");
      }),
      Map.entry("small-claims-intake", p -> {
        p.getByLabel("Your full name").fill("Gareth Hughes");
        p.getByLabel("Your address").fill("14 Bridge Street, Shrewsbury SY1 1PT");
        p.getByLabel("Email").fill("gareth.hughes@example.co.uk");
        p.getByLabel("Daytime telephone").fill("01743 555 210");
        p.getByLabel("Name of the person or business").fill("Castle Lettings Ltd");
        p.getByLabel("Their address").fill("2 Market Square, Shrewsbury SY1 1LH");
        p.getByLabel("What is the claim about?").selectOption("deposit");
        p.getByLabel("How much are you claiming?").fill("950.00");
        p.getByLabel("When did the problem happen?").fill("2026-09-30");
        p.getByLabel("Yes", exact()).check();
        p.getByLabel("What happened?").fill("I moved out on 30 September after a two-year tenancy and left the flat clean."
            + " The agent has kept my whole deposit of £950 and has not answered two letters.");
        p.getByLabel("I believe the facts I have given are true").check();
        press(p, "Send to an adviser");
        seen(p, "Request sent");
      }),
      Map.entry("carte-stationnement", p -> {
        p.getByLabel("Monsieur").check();
        p.getByLabel("Nom *", exact()).fill("Lefèvre");
        p.getByLabel("Prénom").fill("Thomas");
        p.getByLabel("Adresse du domicile").fill("12 rue des Tanneurs");
        p.getByLabel("Code postal").fill("49400");
        p.getByLabel("Courriel").fill("thomas.lefevre@example.fr");
        p.getByLabel("Téléphone portable").fill("06 12 34 56 78");
        p.getByLabel("Numéro d'immatriculation").fill("GH-482-KL");
        p.getByLabel("Marque et modèle du véhicule").fill("Renault Clio");
        p.getByLabel("Secteur de stationnement").selectOption("B");
        p.getByLabel("Date de début souhaitée").fill("2027-01-04");
        p.getByLabel("J'atteste être domicilié(e)").check();
        press(p, "Déposer ma demande");
        seen(p, "Votre demande a bien été enregistrée");
      }),
      Map.entry("cita-vacunacion", p -> {
        p.getByLabel("Nombre", exact()).fill("Lucía");
        p.getByLabel("Apellidos").fill("Martín Serrano");
        p.getByLabel("DNI / NIE").fill("45678912K");
        p.getByLabel("Fecha de nacimiento").fill("1961-03-08");
        p.getByLabel("Teléfono móvil").fill("612 345 678");
        p.getByLabel("Correo electrónico").fill("lucia.martin@example.es");
        p.getByLabel("Vacuna", exact()).selectOption("GRIPE");
        p.getByLabel("Centro de salud").selectOption("HU-PIR");
        p.getByLabel("Día preferido").fill("2026-12-03");
        p.getByLabel("Mañana").check();
        p.getByLabel("No", exact()).check();
        p.getByLabel("He leído la información sobre protección de datos").check();
        press(p, "Confirmar cita");
        seen(p, "Cita reservada correctamente");
      }),
      Map.entry("coworking-day-pass", p -> {
        p.getByLabel("Your name").fill("Chloe Bennett");
        p.getByLabel("Email", exact()).fill("chloe@bennett-studio.example");
        p.getByLabel("Company (optional)").fill("Bennett Studio");
        p.getByLabel("Which Hive?").selectOption("kings-cross");
        p.getByLabel("Date of your visit").fill("2026-12-08");
        p.getByLabel("Arriving around").selectOption("09:00");
        p.getByLabel("Quiet room").check();
        p.getByLabel("I agree to the Hive house rules").check();
        press(p, "Get my day pass");
        seen(p, "is on its way to chloe@bennett-studio.example");
      }),
      Map.entry("shiwu-zhaoling", p -> {
        p.getByLabel("姓名").fill("王丽");
        p.getByLabel("手机号码").fill("13812345678");
        p.getByLabel("电子邮箱").fill("wangli@example.cn");
        p.getByLabel("丢失日期").fill("2026-11-24");
        p.getByLabel("乘坐线路").selectOption("L2");
        p.getByLabel("丢失车站或车厢位置").fill("江汉路站，第4节车厢");
        p.getByLabel("物品类别").selectOption("beibao");
        p.getByLabel("颜色").fill("深蓝色");
        p.getByLabel("物品描述").fill("深蓝色双肩包，里面有一台银色笔记本电脑和一把黑色雨伞。");
        p.getByLabel("短信").check();
        p.getByLabel("我已阅读并同意《个人信息保护说明》").check();
        press(p, "提交登记");
        seen(p, "登记成功");
      }),
      Map.entry("car-rental-quote", p -> {
        p.getByLabel("Pick-up branch").selectOption("SEA-AP");
        p.getByLabel("Pick-up date").fill("2027-03-12");
        p.getByLabel("Pick-up time").fill("10:00");
        p.getByLabel("Return date").fill("2027-03-16");
        p.getByLabel("Return time").fill("18:30");
        p.getByLabel("SUV", exact()).check();
        p.getByLabel("First name").fill("Ana");
        p.getByLabel("Last name").fill("Souza");
        p.getByLabel("Driver's age").fill("41");
        p.getByLabel("Email", exact()).fill("ana.souza@example.com");
        p.getByLabel("Phone", exact()).fill("+1 206 555 0142");
        p.getByLabel("I accept the privacy policy").check();
        press(p, "Get my quote");
        seen(p, "Quote requested");
      }),
      Map.entry("patentanwalt-anfrage", p -> {
        p.getByLabel("Anrede").selectOption("herr");
        p.getByLabel("Vorname").fill("Matthias");
        p.getByLabel("Nachname").fill("Köhler");
        p.getByLabel("Unternehmen / Hochschule").fill("Köhler Sensortechnik GmbH");
        p.getByLabel("E-Mail").fill("m.koehler@example.de");
        p.getByLabel("Telefon", exact()).fill("0711 9876543");
        p.getByLabel("Patent", exact()).check();
        p.getByLabel("Technisches Gebiet").selectOption("elektrotechnik");
        p.getByLabel("Nein", exact()).check();
        p.getByLabel("Kurzbeschreibung").fill("Ein kapazitiver Füllstandssensor für Getreidesilos, der ohne bewegliche Teile auch bei Staub zuverlässig misst.");
        p.getByLabel("Ich stimme der Verarbeitung meiner Angaben").check();
        press(p, "Anfrage senden");
        seen(p, "Vielen Dank für Ihre Anfrage");
      }),
      Map.entry("childcare-waitlist", p -> {
        p.getByLabel("Child's first name").fill("Isla");
        p.getByLabel("Child's surname").fill("McKenzie");
        p.getByLabel("Child's date of birth").fill("2025-06-19");
        p.getByLabel("Your name").fill("Fiona McKenzie");
        p.getByLabel("Relationship to child").selectOption("mother");
        p.getByLabel("Email address").fill("fiona.mckenzie@example.co.uk");
        p.getByLabel("Best phone number").fill("07723 456 890");
        p.getByLabel("Home postcode").fill("EH6 5JR");
        p.getByLabel("Preferred start date").fill("2027-08-16");
        p.getByLabel("Monday").check();
        p.getByLabel("Wednesday").check();
        p.getByLabel("Thursday").check();
        p.getByLabel("Full day").check();
        group(p, "Does a brother or sister already attend Little Acorns?").getByLabel("No", exactIn()).check();
        p.getByLabel("Allergies, additional needs").fill("Mild egg allergy");
        p.getByLabel("I agree to Little Acorns keeping these details").check();
        press(p, "Join the waiting list");
        seen(p, "You're on the waiting list!");
      }),
      Map.entry("atelier-velo", p -> {
        p.getByLabel("Prénom").fill("Camille");
        p.getByLabel("Nom", exact()).fill("Dubois");
        p.getByLabel("Téléphone").fill("06 98 76 54 32");
        p.getByLabel("Adresse e-mail").fill("camille.dubois@example.fr");
        p.getByLabel("Type de vélo").selectOption("vae");
        p.getByLabel("Marque et modèle").fill("Moustache Samedi 28.3");
        p.getByLabel("Réglage des freins").check();
        p.getByLabel("Transmission / vitesses").check();
        p.getByLabel("Jour de dépôt").fill("2026-12-04");
        p.getByLabel("Décrivez le problème").fill("Les freins arrière grincent et la chaîne saute sur les petits pignons.");
        p.getByLabel("J'accepte les conditions de l'atelier").check();
        press(p, "Réserver mon créneau");
        seen(p, "Rendez-vous confirmé");
      }),
      Map.entry("tarjama-quote", p -> {
        p.getByLabel("الاسم الكامل").fill("ليلى عبد الرحمن");
        p.getByLabel("البريد الإلكتروني").fill("layla.abdulrahman@example.com");
        p.getByLabel("رقم الهاتف").fill("+971 50 123 4567");
        p.getByLabel("اللغة المصدر").selectOption("en");
        p.getByLabel("اللغة الهدف").selectOption("ar");
        p.getByLabel("نوع المستند").selectOption("legal");
        p.getByLabel("عدد الكلمات التقريبي").fill("3200");
        p.getByLabel("الموعد المطلوب للتسليم").fill("2026-12-15");
        p.getByLabel("نعم", exact()).check();
        p.getByLabel("ملاحظات إضافية").fill("عقد إيجار تجاري من 12 صفحة بصيغة PDF.");
        p.getByLabel("أوافق على سياسة الخصوصية").check();
        press(p, "أرسل الطلب");
        seen(p, "تم استلام طلبك بنجاح");
      }),
      Map.entry("software-trial", p -> {
        p.getByLabel("Work email").fill("r.iyer@brightpath-logistics.example");
        p.getByLabel("First name").fill("Rahul");
        p.getByLabel("Last name").fill("Iyer");
        p.getByLabel("Company name").fill("BrightPath Logistics");
        p.getByLabel("Job title").fill("Finance Operations Lead");
        p.getByLabel("Company size").selectOption("51-200");
        p.getByLabel("Country").selectOption("CA");
        p.locator("label[for=ed-self]").click();
        p.getByLabel("What would you like to try Ledgerly for?").fill("Automating supplier invoice matching for our three warehouses.");
        p.getByLabel("I agree to the Trial Terms of Service").check();
        press(p, "Start free trial");
        seen(p, "Your trial is being set up");
      }));
}
