package dev.autopilot.examples.blind;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Proves the twenty-sixth domains corpus ({@code domains26}) works for a person, independently of
 * the library: the checks are {@link DomainCorpusPagesCheck}'s; here are the corpus's size and its
 * per-page fill scripts. A person unticks the boxes the page ticked for them and they did not
 * agree to (twelve pages pre-tick a mailing list, hut offers, studio news, a boiler-cover mailing,
 * a newsletter, seasonal reminders, fundraising appeals, photo publication, ferry offers, brewery
 * news, SMS offers or an automatic renewal), keeps the pre-ticked boxes they do want (a service
 * reminder, a trader directory listing), keeps the defaults that already say what they want (a
 * riding volume, a count length, festival days, a country, passenger counts, a tour language, a
 * membership card), and works the widgets as they show (flatpickr's calendar, tom-select's tag
 * box, a Vue form).
 */
class Domain26CorpusPagesIT extends DomainCorpusPagesCheck {
  Domain26CorpusPagesIT() {
    super(BlindCorpusSite.DOMAINS26, 14, 5);
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return FILLERS;
  }

  private static final Map<String, Consumer<Page>> FILLERS = Map.ofEntries(
      Map.entry("archaeology-dig-volunteer", p -> {
        p.getByLabel("Full name").fill("Priya Raman");
        p.getByLabel("Email address").fill("priya.raman@example.org");
        p.getByLabel("Mobile number").fill("07700 900 812");
        p.getByLabel("Date of birth").fill("1994-02-11");
        p.getByLabel("Home postcode").fill("SN8 1QE");
        p.getByLabel("Week 2: 12–16 July").check();
        p.getByLabel("Week 3: 19–23 July").check();
        p.getByLabel("Some – I have taken part in one or two excavations").check();
        p.getByLabel("Finds washing and processing").check();
        p.getByLabel("Environmental sampling (sieving and flotation)").check();
        p.getByLabel("Travelling in each day").check();
        p.getByLabel("Volunteer T-shirt size").selectOption("M");
        group(p, "Is your tetanus protection up to date?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Health or mobility").fill("Mild asthma, I carry an inhaler.");
        p.getByLabel("Contact's name").fill("Arun Raman");
        p.getByLabel("Contact's phone number").fill("07700 900 455");
        p.getByLabel("I will attend the site induction").check();
        p.getByLabel("Keep me informed about future excavations").uncheck();
        press(p, "Send my application");
        seen(p, "Your dig application has been received");
      }),
      Map.entry("beach-hut-hire", p -> {
        p.getByLabel("Seafront location").selectOption("west-cliff");
        p.getByLabel("Large – 3.0 m × 2.4 m").check();
        p.getByLabel("First Saturday of your hire").fill("2027-08-14");
        p.getByLabel("Number of weeks").fill("2");
        p.getByLabel("How many people will use the hut?").fill("5");
        p.getByLabel("Windbreak").check();
        p.getByLabel("Set of 4 deckchairs").check();
        group(p, "Will you bring a dog?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("First name").fill("Megan");
        p.getByLabel("Last name").fill("Holloway");
        p.getByLabel("Email", exact()).fill("megan.holloway@example.com");
        p.getByLabel("Mobile", exact()).fill("07700 900 377");
        p.getByLabel("Home postcode").fill("RG4 7TB");
        p.getByLabel("I agree to the beach hut hire terms").check();
        p.getByLabel("Email me about out-of-season").uncheck();
        press(p, "Reserve hut");
        seen(p, "Your hut is reserved");
      }),
      Map.entry("bike-fit-appointment", p -> {
        p.getByLabel("Pro Fit").check();
        p.getByLabel("Type of bike").selectOption("gravel");
        p.getByLabel("Make and model").fill("Canyon Grizl CF SL 7");
        p.getByLabel("Frame size").fill("M");
        p.getByLabel("Pedal system").selectOption("spd");
        p.getByLabel("Height (cm)").fill("178");
        p.getByLabel("Inside leg (cm)").fill("83");
        p.getByLabel("Any pain, discomfort or injuries when riding?").fill("Numb toes on long rides and a stiff lower back after about three hours.");
        // flatpickr: open the calendar, page on to April 2027, pick the 17th
        p.getByLabel("Date", exact()).click();
        Locator calendar = p.locator(".flatpickr-calendar.open");
        Locator day = calendar.locator(".flatpickr-day[aria-label='April 17, 2027']");
        for (int i = 0; i < 24 && !day.isVisible(); i++) {
          calendar.locator(".flatpickr-next-month").click();
        }
        day.click();
        p.getByLabel("Start time").selectOption("1400");
        p.getByLabel("Name", exact()).fill("Tomasz Nowak");
        p.getByLabel("Email", exact()).fill("tomasz.nowak@example.net");
        p.getByLabel("Phone", exact()).fill("07700 900 264");
        p.getByLabel("I understand that appointments cancelled").check();
        p.getByLabel("Email me Cadence Lab news").uncheck();
        press(p, "Book my fit");
        seen(p, "Your bike fit is booked");
      }),
      Map.entry("boiler-service-booking", p -> {
        p.getByLabel("Title").selectOption("DR");
        p.getByLabel("First name").fill("Helen");
        p.getByLabel("Surname").fill("Marsh");
        p.getByLabel("Phone").fill("07700 900 148");
        p.getByLabel("Email").fill("helen.marsh@example.co.uk");
        p.getByLabel("Landlord", exact()).check();
        p.getByLabel("Address line 1").fill("14 Kingsley Road");
        p.getByLabel("Town").fill("Cheltenham");
        p.getByLabel("Postcode").fill("GL52 6PA");
        p.getByLabel("Boiler make").selectOption("VAI");
        p.getByLabel("Model (if known)").fill("ecoTEC plus 832");
        p.getByLabel("Mains gas").check();
        p.getByLabel("Combi (no hot water tank)").check();
        p.getByLabel("Roughly how old is it?").selectOption("5-10");
        p.getByLabel("Pressure drops / boiler needs topping up").check();
        p.getByLabel("Add a Landlord Gas Safety Record (CP12)").check();
        p.getByLabel("Preferred date").fill("2027-03-22");
        p.getByLabel("Time window").selectOption("AM");
        p.getByLabel("Access notes for the engineer").fill("Tenant (Mr Adeyemi) works from home - please ring 07700 900 902 half an hour before arriving.");
        p.getByLabel("I accept Hearthwell Heating's terms of service").check();
        p.getByLabel("Send me information about HomeHeat boiler cover plans").uncheck();
        press(p, "Request booking");
        seen(p, "Your service booking request");
      }),
      Map.entry("garden-bird-count", p -> {
        p.getByLabel("Date of your count").fill("2027-01-30");
        p.getByLabel("Time you started").fill("10:30");
        p.getByLabel("Where did you count?").selectOption("GDN");
        p.getByLabel("Postcode of the count site").fill("LS6 2AB");
        p.getByLabel("Blackbird", exact()).fill("2");
        p.getByLabel("Blue tit", exact()).fill("4");
        p.getByLabel("House sparrow", exact()).fill("7");
        p.getByLabel("Robin", exact()).fill("1");
        p.getByLabel("Starling", exact()).fill("5");
        p.getByLabel("Woodpigeon", exact()).fill("3");
        p.getByLabel("Any other species? Name and number").fill("1 sparrowhawk (landed on the fence for a minute)");
        p.getByLabel("Sunflower hearts").check();
        p.getByLabel("Fat balls or suet").check();
        p.getByLabel("Your name").fill("Daniel Whitaker");
        p.getByLabel("Email address").fill("dan.whitaker@example.com");
        p.getByLabel("I agree that my sightings may be shared").check();
        p.getByLabel("Sign me up for the Hedgerow Trust's monthly email").uncheck();
        press(p, "Submit my count");
        seen(p, "Thank you – your count has been added");
      }),
      Map.entry("drone-operator-registration", p -> {
        group(p, "Who are you registering as?").getByLabel("An individual").check();
        p.getByLabel("Full name").fill("Owen Pritchard");
        p.getByLabel("Date of birth").fill("1987-09-03");
        p.getByLabel("Email address").fill("owen.pritchard@example.co.uk");
        p.getByLabel("UK mobile number").fill("07700 900 631");
        p.getByLabel("Building and street", exact()).fill("3 Heol y Felin");
        p.getByLabel("Town or city").fill("Aberystwyth");
        p.getByLabel("Postcode").fill("SY23 1NB");
        p.getByLabel("Flyer ID (optional)").fill("FLY-7K2M9QX4");
        p.getByLabel("Make and model of your main drone").fill("DJI Air 3");
        p.getByLabel("Class mark of your heaviest drone").selectOption("C1");
        p.getByLabel("How many drones do you own?").fill("2");
        p.getByLabel("Flying for fun or as a hobby").check();
        p.getByLabel("Paid photography or filming").check();
        group(p, "Do you have third-party liability insurance").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Insurer", exact()).fill("Coverdrone");
        p.getByLabel("Policy number").fill("CD-448120");
        p.getByLabel("I have read the Drone and Model Aircraft Code").check();
        p.getByLabel("The information I have given is true").check();
        press(p, "Continue to payment");
        seen(p, "Registration details received");
      }),
      Map.entry("gutter-cleaning-quote", p -> {
        p.getByLabel("Property type").selectOption("semi");
        group(p, "Number of storeys").getByLabel("2", exactIn()).check();
        group(p, "Can we reach the back of the property").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Downpipe unblocking").check();
        p.getByLabel("Conservatory roof clean").check();
        p.getByLabel("When would you like the work done?").selectOption("month");
        p.getByLabel("Anything else we should know?").fill("Front gutter overflows above the porch when it rains heavily.");
        p.getByLabel("Name *", exact()).fill("Graham Oduya");
        p.getByLabel("Street address").fill("27 Beechwood Avenue, Cheltenham");
        p.getByLabel("Postcode").fill("GL52 3HN");
        p.getByLabel("Telephone").fill("07700 900 519");
        p.getByLabel("Email *", exact()).fill("g.oduya@example.com");
        p.getByLabel("Text message").check();
        p.getByLabel("I'm happy for ClearFlow Gutters to contact me").check();
        p.getByLabel("Send me a reminder each autumn and spring").uncheck();
        press(p, "Get my free quote");
        seen(p, "Your quote request is on its way");
      }),
      Map.entry("kite-festival-trader-pitch", p -> {
        p.getByLabel("Business or stall name").fill("Skyward Kites");
        p.getByLabel("Contact name").fill("Rhiannon Blake");
        p.getByLabel("Email").fill("hello@skywardkites.example");
        p.getByLabel("Mobile").fill("07700 900 746");
        p.getByLabel("Website or social media").fill("@skywardkites");
        // tom-select: open the tag box and pick both categories from its dropdown
        p.getByRole(AriaRole.COMBOBOX, new Page.GetByRoleOptions().setName("What will you sell?")).click();
        p.locator(".ts-dropdown").getByRole(AriaRole.OPTION, new Locator.GetByRoleOptions().setName("Kites, windsocks and accessories")).click();
        p.locator(".ts-dropdown").getByRole(AriaRole.OPTION, new Locator.GetByRoleOptions().setName("Toys and games")).click();
        p.locator("h1").click(); // close the dropdown
        p.getByLabel("Describe your stock").fill("Handmade single-line and stunt kites, windsocks, kite line and spares, plus wooden outdoor games.");
        p.getByLabel("3 m × 3 m (gazebo)").check();
        p.getByLabel("Electricity").selectOption("13A");
        group(p, "Will you need to keep a vehicle behind your pitch?").getByLabel("No", exactIn()).check();
        p.getByLabel("Public liability cover").selectOption("5m");
        p.getByLabel("Policy expiry date").fill("2027-11-30");
        p.getByLabel("I have read and accept the trader terms").check();
        press(p, "Submit application");
        seen(p, "your trader application is in");
      }),
      Map.entry("guide-dog-puppy-raiser", p -> {
        p.getByLabel("First name").fill("Catrin");
        p.getByLabel("Last name").fill("Ellison");
        p.getByLabel("Email").fill("catrin.ellison@example.co.uk");
        p.getByLabel("Telephone").fill("07700 900 293");
        p.getByLabel("Postcode").fill("CF14 4LJ");
        p.getByLabel("Type of home").selectOption("H-GDN");
        p.getByLabel("Number of adults in the household").fill("2");
        p.getByLabel("Number of children under 16").fill("1");
        group(p, "Other pets at home").getByLabel("Cat", exactIn()).check();
        p.getByLabel("Which best describes your working pattern?").selectOption("home");
        group(p, "How long would the puppy be left alone").getByLabel("Up to 2 hours").check();
        group(p, "Do you have the use of a car?").getByLabel("Yes", exactIn()).check();
        p.getByLabel("Tell us about any experience you have with dogs").fill("Grew up with two Labradors and looked after my sister's spaniel for six months.");
        p.getByLabel("I understand that the puppy will leave me").check();
        p.getByLabel("I agree to Brightpath storing my details").check();
        p.getByLabel("Keep me updated about Brightpath's fundraising").uncheck();
        press(p, "Send my enquiry");
        seen(p, "We have received your puppy raiser enquiry");
      }),
      Map.entry("kanu-wanderfahrt-anmeldung", p -> {
        p.getByLabel("Welche Fahrt?").selectOption("L2");
        p.getByLabel("Zweier-Kajak").check();
        p.getByLabel("Partner/in im Boot").fill("Jens Hoffmann");
        p.getByLabel("Paddelerfahrung").selectOption("1");
        p.getByLabel("Eigenes Zelt").check();
        p.getByLabel("Ich nehme am gemeinsamen Abendessen").check();
        p.getByLabel("Ernährung").selectOption("vegetarisch");
        p.getByLabel("Vorname").fill("Katharina");
        p.getByLabel("Nachname").fill("Hoffmann");
        p.getByLabel("Geburtsdatum").fill("1989-04-23");
        p.getByLabel("E-Mail").fill("k.hoffmann@example.de");
        p.getByLabel("Telefon (mobil)").fill("0171 3826 4410");
        group(p, "Sind Sie Mitglied").getByLabel("ja", exactIn()).check();
        p.getByLabel("Mitgliedsnummer").fill("0427");
        p.getByLabel("Name *", exact()).fill("Ursula Becker");
        p.getByLabel("Telefon *", exact()).fill("02621 918 337");
        p.getByLabel("Ich kann mindestens 15 Minuten").check();
        p.getByLabel("Ich habe die Teilnahmebedingungen").check();
        p.getByLabel("Fotos, auf denen ich zu sehen bin").uncheck();
        press(p, "Verbindlich anmelden");
        seen(p, "Deine Anmeldung ist eingegangen");
      }),
      Map.entry("traversee-ferry-vehicule", p -> {
        p.getByLabel("Trajet").selectOption("QUI-LPA");
        p.getByLabel("Aller-retour").check();
        p.getByLabel("Date de l'aller").fill("2027-07-10");
        p.getByLabel("Départ de l'aller").selectOption("1030");
        p.getByLabel("Date du retour").fill("2027-07-17");
        p.getByLabel("Départ du retour").selectOption("1645");
        p.getByLabel("Catégorie de véhicule").selectOption("VL5");
        p.getByLabel("Mon véhicule dépasse 1,90 m de hauteur").check();
        p.getByLabel("Immatriculation").fill("LK21 XRT");
        p.getByLabel("Adultes (12 ans et plus)").fill("2");
        p.getByLabel("Enfants (4 à 11 ans)").fill("2");
        p.getByLabel("Civilité").selectOption("M");
        p.getByLabel("Nom", exact()).fill("Fairbairn");
        p.getByLabel("Prénom").fill("Alistair");
        p.getByLabel("Adresse e-mail").fill("alistair.fairbairn@example.co.uk");
        p.getByLabel("Téléphone portable").fill("+44 7700 900 584");
        p.getByLabel("Pays de résidence").selectOption("GB");
        p.getByLabel("J'ai lu et j'accepte les conditions générales").check();
        p.getByLabel("Je souhaite recevoir par e-mail les bons plans").uncheck();
        press(p, "Valider ma réservation");
        seen(p, "Votre réservation est confirmée");
      }),
      Map.entry("visita-cerveceria-artesanal", p -> {
        p.getByLabel("Visita con maridaje").check();
        p.getByLabel("Fecha").fill("2027-05-22");
        p.getByLabel("Hora").selectOption("17");
        p.getByLabel("Número de personas").fill("4");
        p.getByLabel("Gluten (celiaquía)").check();
        p.getByLabel("Otras alergias u observaciones").fill("Una de nosotras es celíaca; ¿puede probar la cerveza sin gluten?");
        p.getByLabel("Nombre", exact()).fill("Lucía");
        p.getByLabel("Apellidos").fill("Ferrer Ibáñez");
        p.getByLabel("Correo electrónico").fill("lucia.ferrer@example.es");
        p.getByLabel("Teléfono móvil").fill("612 345 678");
        p.getByLabel("Código de bono regalo").fill("MONT-5521");
        p.getByLabel("Confirmo que todas las personas").check();
        p.getByLabel("He leído y acepto la política de privacidad").check();
        p.getByLabel("Quiero recibir novedades").uncheck();
        press(p, "Confirmar reserva");
        seen(p, "Tu reserva ha quedado registrada");
      }),
      Map.entry("guoju-weixiu-shenqing", p -> {
        p.getByLabel("产品类型").selectOption("ENAMEL");
        p.getByLabel("产品型号").fill("JX-EC24");
        p.getByLabel("购买日期").fill("2026-03-15");
        p.getByLabel("购买渠道").selectOption("JD");
        p.getByLabel("订单号").fill("JD2891034756");
        p.getByLabel("掉瓷 / 崩瓷").check();
        p.getByLabel("把手松动或断裂").check();
        p.getByLabel("问题描述").fill("锅内底部掉了一块瓷，大约1厘米；右侧把手的螺丝松了，拧紧后用几次又会晃。");
        p.getByLabel("快递寄修（免费上门取件）").check();
        p.getByLabel("期望取件日期").fill("2026-12-08");
        p.getByLabel("联系人").fill("陈雅婷");
        p.getByLabel("手机号码").fill("13812345678");
        p.getByLabel("所在城市").fill("苏州市");
        p.getByLabel("详细地址").fill("工业园区星湖街328号5幢1201室");
        p.getByLabel("我已阅读并同意《售后维修服务条款》").check();
        p.getByLabel("接收新品推荐和会员优惠短信").uncheck();
        press(p, "提交申请");
        seen(p, "报修申请已提交");
      }),
      Map.entry("tarqiyat-odwiyat-almathaf", p -> {
        p.getByLabel("رقم العضوية", exact()).fill("GAM-204518");
        p.getByLabel("نوع العضوية الحالية").selectOption("IND");
        p.getByLabel("عائلية – شخصان بالغان").check();
        p.getByLabel("دفعة سنوية واحدة").check();
        p.getByLabel("فوراً").check();
        p.getByLabel("اسم الشخص البالغ الثاني").fill("Omar Haddad");
        p.getByLabel("عدد الأطفال دون 18 سنة").fill("2");
        p.getByLabel("الاسم الكامل لصاحب العضوية").fill("Emma Lindgren");
        p.getByLabel("البريد الإلكتروني").fill("emma.lindgren@example.com");
        p.getByLabel("رقم الجوال").fill("+971 50 123 4567");
        p.getByLabel("ورش الأطفال والعائلات").check();
        p.getByLabel("المحاضرات والندوات").check();
        p.getByLabel("جدّد عضويتي تلقائياً").uncheck();
        p.getByLabel("أوافق على شروط العضوية وسياسة الخصوصية").check();
        press(p, "متابعة إلى الدفع");
        seen(p, "تم استلام طلب ترقية العضوية");
      }));
}
