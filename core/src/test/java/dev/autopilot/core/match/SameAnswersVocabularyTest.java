package dev.autopilot.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A person's own words pick the option a form offers in its words, often in another language, for
 * each section of {@code same-answers.words}; a word that names two options, or a wider thing than
 * any, picks none. The option lists are as forms in six languages write them.
 */
class SameAnswersVocabularyTest {

  private static void picks(String expected, List<String> options, String value) {
    int i = Match.bestOption(options, value);
    assertEquals(expected, i < 0 ? null : options.get(i), () -> "\"" + value + "\" in " + options);
  }

  private static void picksNone(List<String> options, String value) {
    int i = Match.bestOption(options, value);
    assertEquals(-1, i, () -> "\"" + value + "\" in " + options + " picked " + (i < 0 ? "" : options.get(i)));
  }

  @Test
  void genderAndTitles() {
    picks("Femme", List.of("Homme", "Femme", "Non-binaire"), "Female");
    picks("Non binario", List.of("Hombre", "Mujer", "Non binario"), "non-binary");
    picks("Divers", List.of("Männlich", "Weiblich", "Divers"), "non-binary");
    picks("Dr.", List.of("Herr", "Frau", "Dr."), "Doctor");
    picks("教授", List.of("先生", "女士", "教授"), "Prof");
    picks("رجل", List.of("رجل", "امرأة"), "male");
  }

  @Test
  void howOften() {
    picks("Trimestriel", List.of("Mensuel", "Trimestriel", "Annuel"), "quarterly");
    picks("Alle zwei Wochen", List.of("Wöchentlich", "Alle zwei Wochen", "Monatlich"), "every other week");
    picks("Cada seis meses", List.of("Cada mes", "Cada seis meses", "Cada año"), "twice a year");
    picks("Parfois", List.of("Jamais", "Rarement", "Parfois", "Souvent", "Toujours"), "sometimes");
    picks("经常", List.of("从不", "很少", "有时", "经常", "总是"), "often");
    picks("أبدا", List.of("أبدا", "أحيانا", "دائما"), "never");
    picks("Tous les jours", List.of("Tous les jours", "Une fois par semaine"), "daily");
  }

  @Test
  void howToBeContacted() {
    picks("Per Post", List.of("Per E-Mail", "Telefonisch", "Per Post"), "by post");
    picks("Par courrier électronique", List.of("Par courrier électronique", "Par courrier postal", "Par téléphone"), "email");
    picks("Par courrier postal", List.of("Par courrier électronique", "Par courrier postal", "Par téléphone"), "letter");
    picks("واتساب", List.of("هاتف", "بريد إلكتروني", "واتساب"), "WhatsApp");
    picks("短信", List.of("电话", "电子邮件", "短信", "微信"), "SMS");
    picks("微信", List.of("电话", "电子邮件", "短信", "微信"), "WeChat");
    picks("Videollamada", List.of("Llamada telefónica", "Videollamada"), "video call");
    picksNone(List.of("Courriel", "Courrier postal"), "mail");
  }

  @Test
  void maritalStatus() {
    List<String> fr = List.of("Célibataire", "Marié(e)", "Pacsé(e)", "En couple", "Divorcé(e)", "Veuf / veuve", "Séparé(e)");
    picks("Célibataire", fr, "Single");
    picks("Pacsé(e)", fr, "civil partnership");
    picks("En couple", fr, "in a relationship");
    picks("Divorcé(e)", fr, "Divorced");
    picks("Veuf / veuve", fr, "widowed");
    picks("Séparé(e)", fr, "separated");
    List<String> de = List.of("Ledig", "Verheiratet", "Eingetragene Lebenspartnerschaft", "Geschieden", "Verwitwet");
    picks("Ledig", de, "unmarried");
    picks("Eingetragene Lebenspartnerschaft", de, "civil union");
    picks("Verwitwet", de, "widow");
    picks("已婚", List.of("未婚", "已婚", "离异", "丧偶"), "married");
    picks("أرمل", List.of("أعزب", "متزوج", "مطلق", "أرمل"), "widower");
  }

  @Test
  void relations() {
    List<String> es = List.of("Cónyuge", "Pareja", "Padre", "Madre", "Hijo", "Hija", "Hermano", "Hermana", "Amigo", "Tutor legal", "Otro");
    picks("Cónyuge", es, "spouse");
    picks("Pareja", es, "partner");
    picks("Madre", es, "mother");
    picks("Padre", es, "father");
    picks("Hija", es, "daughter");
    picks("Hermano", es, "brother");
    picks("Amigo", es, "friend");
    picks("Tutor legal", es, "legal guardian");
    picks("Otro", es, "Other");
    List<String> de = List.of("Ehepartner/in", "Lebensgefährte/in", "Elternteil", "Kind", "Geschwister", "Kollege/Kollegin", "Sonstige");
    picks("Ehepartner/in", de, "Spouse");
    picks("Elternteil", de, "parent");
    picks("Kind", de, "child");
    picks("Geschwister", de, "sibling");
    picks("Kollege/Kollegin", de, "colleague");
    picks("配偶", List.of("配偶", "父母", "子女", "朋友", "同事"), "spouse");
    picks("صديق", List.of("الزوج", "الأب", "الأم", "صديق"), "friend");
    // a narrower person is not the same answer: only a key already paired places it (WiderAnswersTest)
    picksNone(List.of("Conjoint(e)", "Enfant", "Parent"), "mother");
    picksNone(List.of("Ehepartner/in", "Elternteil", "Kind"), "husband");
    picksNone(List.of("Mère", "Père", "Enfant"), "parent");
  }

  @Test
  void employment() {
    List<String> fr = List.of("Salarié(e) à temps plein", "Salarié(e) à temps partiel", "Indépendant(e)", "Demandeur d'emploi", "Étudiant(e)", "Retraité(e)", "Au foyer");
    picks("Salarié(e) à temps plein", fr, "Employed full-time");
    picks("Salarié(e) à temps partiel", fr, "part-time");
    picks("Indépendant(e)", fr, "Self-employed");
    picks("Indépendant(e)", fr, "freelancer");
    picks("Demandeur d'emploi", fr, "unemployed");
    picks("Étudiant(e)", fr, "student");
    picks("Retraité(e)", fr, "retired");
    picks("Au foyer", fr, "homemaker");
    List<String> de = List.of("Angestellt (Vollzeit)", "Angestellt (Teilzeit)", "Selbstständig", "Arbeitslos", "Student/in", "Auszubildende/r", "Rentner/in");
    picks("Selbstständig", de, "freelance");
    picks("Arbeitslos", de, "jobseeker");
    picks("Rentner/in", de, "pensioner");
    picks("Auszubildende/r", de, "apprentice");
    List<String> es = List.of("Empleado a tiempo completo", "Empleado a tiempo parcial", "Autónomo", "Desempleado", "Estudiante", "Jubilado");
    picks("Empleado a tiempo completo", es, "full time");
    picks("Autónomo", es, "self employed");
    picks("Jubilado", es, "retiree");
    picks("自由职业", List.of("全职", "兼职", "自由职业", "失业", "学生", "退休"), "Self-employed");
    picks("متقاعد", List.of("موظف", "عمل حر", "عاطل عن العمل", "طالب", "متقاعد"), "retired");
    picks("CDI", List.of("CDI", "CDD", "Stage", "Alternance"), "permanent contract");
    picks("Befristet", List.of("Unbefristet", "Befristet"), "fixed-term");
    picksNone(fr, "Employed");
  }

  @Test
  void educationLevels() {
    List<String> fr = List.of("Baccalauréat", "Formation professionnelle", "Licence", "Master", "Doctorat");
    picks("Baccalauréat", fr, "High school diploma");
    picks("Formation professionnelle", fr, "vocational training");
    picks("Licence", fr, "Bachelor's degree");
    picks("Master", fr, "Master's degree");
    picks("Doctorat", fr, "PhD");
    List<String> es = List.of("Bachillerato", "Formación profesional", "Grado universitario", "Máster", "Doctorado");
    picks("Máster", es, "Master's degree");
    picks("Grado universitario", es, "Bachelor");
    picks("Doctorado", es, "doctorate");
    List<String> de = List.of("Abitur", "Abgeschlossene Berufsausbildung", "Bachelor", "Master", "Promotion");
    picks("Abitur", de, "high school");
    picks("Abgeschlossene Berufsausbildung", de, "Vocational qualification");
    picks("硕士", List.of("高中", "本科", "硕士", "博士"), "MSc");
    picks("بكالوريوس", List.of("ثانوي", "بكالوريوس", "ماجستير", "دكتوراه"), "Bachelor's degree");
    picks("Bac +3 (Licence)", List.of("Bac", "Bac +2", "Bac +3 (Licence)", "Bac +5 (Master)"), "bachelor");
    picks("Bac", List.of("Bac", "Bac +2", "Bac +3 (Licence)", "Bac +5 (Master)"), "high school diploma");
  }

  @Test
  void languageLevels() {
    picks("Langue maternelle", List.of("Langue maternelle", "Courant", "Intermédiaire", "Débutant"), "native speaker");
    picks("Fließend", List.of("Muttersprache", "Fließend", "Grundkenntnisse"), "fluent");
    picks("Grundkenntnisse", List.of("Muttersprache", "Fließend", "Grundkenntnisse"), "beginner");
    picks("Avanzado", List.of("Básico", "Intermedio", "Avanzado"), "advanced");
  }

  @Test
  void sectorsAndOrganizations() {
    List<String> fr = List.of("Administration d'État", "Collectivité territoriale", "Entreprise privée", "Association", "Enseignement supérieur et recherche", "Santé", "Indépendant");
    picks("Collectivité territoriale", fr, "Local government");
    picks("Collectivité territoriale", fr, "municipality");
    picks("Administration d'État", fr, "central government");
    picks("Entreprise privée", fr, "private company");
    picks("Association", fr, "non-profit");
    picks("Association", fr, "NGO");
    picks("Santé", fr, "healthcare");
    picks("Indépendant", fr, "self-employed");
    List<String> de = List.of("Öffentliche Verwaltung", "Kommune", "Privatwirtschaft", "Gemeinnützige Organisation", "Hochschule", "Forschungseinrichtung");
    picks("Öffentliche Verwaltung", de, "public administration");
    picks("Kommune", de, "local authority");
    picks("Privatwirtschaft", de, "private sector");
    picks("Gemeinnützige Organisation", de, "charity");
    picks("Hochschule", de, "university");
    picks("Forschungseinrichtung", de, "research institute");
    List<String> es = List.of("Administración pública", "Ayuntamiento", "Empresa privada", "ONG", "Universidad", "Sanidad");
    picks("Ayuntamiento", es, "local government");
    picks("ONG", es, "nonprofit");
    picks("Sanidad", es, "health care");
    picks("地方政府", List.of("中央政府", "地方政府", "私营企业", "非营利组织", "高校"), "local government");
    picks("منظمة غير ربحية", List.of("جهة حكومية", "شركة خاصة", "منظمة غير ربحية"), "not-for-profit");
    picks("Finanzen", List.of("IT", "Finanzen", "Gesundheitswesen", "Einzelhandel"), "financial services");
    picks("Einzelhandel", List.of("IT", "Finanzen", "Gesundheitswesen", "Einzelhandel"), "retail");
    picks("Hôtellerie-restauration", List.of("BTP", "Hôtellerie-restauration", "Industrie", "Transport et logistique"), "hospitality");
    picks("BTP", List.of("BTP", "Hôtellerie-restauration", "Industrie"), "construction");
  }

  @Test
  void housing() {
    List<String> en = List.of("Single-family home", "Townhome", "Condo", "Apartment", "Mobile home");
    picks("Townhome", en, "Townhouse");
    picks("Townhome", en, "terraced house");
    picks("Single-family home", en, "detached house");
    picks("Apartment", en, "flat");
    picks("Condo", en, "condominium");
    List<String> de = List.of("Einfamilienhaus", "Doppelhaushälfte", "Reihenhaus", "Eigentumswohnung", "Wohnung", "WG-Zimmer");
    picks("Reihenhaus", de, "townhouse");
    picks("Doppelhaushälfte", de, "semi-detached house");
    picks("Einfamilienhaus", de, "single family home");
    picks("WG-Zimmer", de, "flatshare");
    List<String> tenure = List.of("Propriétaire", "Locataire", "Hébergé(e) chez mes parents", "Logement étudiant");
    picks("Propriétaire", tenure, "Homeowner");
    picks("Locataire", tenure, "renting");
    picks("Hébergé(e) chez mes parents", tenure, "living with parents");
    picks("Inquilino", List.of("Propietario", "Inquilino", "Vivo con mi familia"), "tenant");
    picks("公寓", List.of("独栋住宅", "联排别墅", "公寓"), "apartment");
    picks("شقة", List.of("فيلا", "شقة", "غرفة"), "flat");
    picksNone(List.of("Maison jumelée", "Maison mitoyenne", "Maison de ville"), "terraced house");
  }

  @Test
  void attendanceAndTickets() {
    List<String> fr = List.of("Pass 1 jour", "Pass 2 jours", "En ligne");
    picks("Pass 2 jours", fr, "Both days");
    picks("Pass 1 jour", fr, "day pass");
    picks("En ligne", fr, "virtual");
    List<String> de = List.of("Tagesticket", "Beide Tage", "Online-Teilnahme");
    picks("Beide Tage", de, "full pass");
    picks("Tagesticket", de, "one day");
    picks("Online-Teilnahme", de, "Remote");
    List<String> mode = List.of("Presencial", "En línea", "Híbrido");
    picks("Presencial", mode, "in person");
    picks("En línea", mode, "online");
    picks("Híbrido", mode, "hybrid");
    picks("现场", List.of("现场", "线上"), "on-site");
    picks("عن بعد", List.of("حضوري", "عن بعد"), "remote");
    picks("Tarif réduit", List.of("Plein tarif", "Tarif réduit", "Enfant"), "concession");
    picks("Plein tarif", List.of("Plein tarif", "Tarif réduit", "Enfant"), "full price");
    picks("Erwachsene", List.of("Erwachsene", "Kinder", "Ermäßigt"), "adult");
  }

  @Test
  void howYouHeardOfIt() {
    List<String> fr = List.of("Bouche-à-oreille", "Moteur de recherche", "Réseaux sociaux", "Publicité", "Presse", "Salon professionnel", "Un collègue");
    picks("Bouche-à-oreille", fr, "Word of mouth");
    picks("Bouche-à-oreille", fr, "recommendation");
    picks("Moteur de recherche", fr, "Google");
    picks("Réseaux sociaux", fr, "social media");
    picks("Publicité", fr, "advertisement");
    picks("Presse", fr, "newspaper");
    picks("Salon professionnel", fr, "trade fair");
    picks("Un collègue", fr, "colleague");
    List<String> es = List.of("Un amigo", "Buscador", "Redes sociales", "Anuncio", "Prensa", "Evento");
    picks("Un amigo", es, "from a friend");
    picks("Buscador", es, "search engine");
    picks("Evento", es, "at an event");
    picks("口碑", List.of("口碑", "搜索引擎", "社交媒体", "广告"), "word of mouth");
    picks("وسائل التواصل الاجتماعي", List.of("محرك بحث", "وسائل التواصل الاجتماعي", "إعلان"), "social media");
    picksNone(List.of("Facebook", "Instagram", "LinkedIn"), "social media");
  }

  @Test
  void partsOfTheWeekAndAnyTime() {
    picks("Am Wochenende", List.of("Unter der Woche", "Am Wochenende", "Egal"), "weekend");
    picks("Unter der Woche", List.of("Unter der Woche", "Am Wochenende", "Egal"), "weekdays");
    picks("Egal", List.of("Unter der Woche", "Am Wochenende", "Egal"), "no preference");
    picks("Indifférent", List.of("Matin", "Après-midi", "Indifférent"), "any time");
    picks("Nachmittags", List.of("Vormittags", "Nachmittags", "Abends"), "afternoon");
    picks("周末", List.of("工作日", "周末", "随时"), "weekend");
    picks("في أي وقت", List.of("صباحا", "مساء", "في أي وقت"), "anytime");
    picks("Sin preferencia", List.of("Hombre", "Mujer", "Sin preferencia"), "no preference");
  }

  @Test
  void sizes() {
    picks("Mittel", List.of("Klein", "Mittel", "Groß"), "medium");
    picks("Grande", List.of("Pequeño", "Mediano", "Grande"), "large");
    picks("Très grand", List.of("Petit", "Moyen", "Grand", "Très grand"), "extra large");
    picks("XL", List.of("Small", "Medium", "Large", "XL"), "extra large");
    picks("Petit", List.of("Très petit", "Petit", "Moyen"), "Small");
    picks("Très petit", List.of("Très petit", "Petit", "Moyen"), "extra small");
    picks("加大号", List.of("小号", "中号", "大号", "加大号"), "XL");
    picksNone(List.of("S", "M", "L"), "medium");
  }

  @Test
  void dietaryNeeds() {
    List<String> de = List.of("Keine Einschränkungen", "Vegetarisch", "Vegan", "Glutenfrei", "Laktosefrei", "Halal", "Koscher");
    picks("Keine Einschränkungen", de, "none");
    picks("Keine Einschränkungen", de, "no dietary restrictions");
    picks("Glutenfrei", de, "gluten-free");
    picks("Laktosefrei", de, "lactose intolerant");
    picks("Koscher", de, "kosher");
    List<String> fr = List.of("Aucun régime particulier", "Végétarien", "Végétalien", "Sans gluten", "Halal");
    picks("Végétalien", fr, "vegan");
    picks("Végétarien", fr, "vegetarian");
    picks("Aucun régime particulier", fr, "no special diet");
    picks("清真", List.of("无", "素食", "纯素", "清真"), "halal");
    picks("纯素", List.of("无", "素食", "纯素", "清真"), "vegan");
    picks("لا يوجد", List.of("لا يوجد", "نباتي", "حلال"), "none");
  }

  @Test
  void answersAnyQuestionMayOffer() {
    picks("Keine Angabe", List.of("Ja", "Nein", "Keine Angabe"), "Prefer not to say");
    picks("Je préfère ne pas répondre", List.of("Oui", "Non", "Je préfère ne pas répondre"), "rather not say");
    picks("No estoy seguro", List.of("Sí", "No", "No estoy seguro"), "not sure");
    picks("Weiß nicht", List.of("Ja", "Nein", "Weiß nicht"), "don't know");
    picks("Sans objet", List.of("Oui", "Non", "Sans objet"), "N/A");
    picks("Sonstiges", List.of("Bus", "Bahn", "Sonstiges"), "other");
    picks("不愿透露", List.of("男", "女", "不愿透露"), "prefer not to say");
    picks("أخرى", List.of("ذكر", "أنثى", "أخرى"), "Other");
    picks("Keine Angabe", List.of("Keine", "Keine Angabe"), "prefer not to answer");
    picks("Keine", List.of("Keine", "Keine Angabe"), "none");
  }

  @Test
  void priority() {
    List<String> fr = List.of("Basse", "Normale", "Haute", "Urgente");
    picks("Basse", fr, "Low");
    picks("Normale", fr, "medium");
    picks("Haute", fr, "high priority");
    picks("Urgente", fr, "urgent");
    List<String> es = List.of("Baja", "Media", "Alta", "Crítica");
    picks("Crítica", es, "critical");
    picks("Alta", es, "high");
    picks("紧急", List.of("低", "中", "高", "紧急"), "urgent");
    picks("عالية", List.of("منخفضة", "متوسطة", "عالية"), "high");
    picksNone(List.of("Niedrig", "Mittel", "Hoch"), "critical");
  }

  @Test
  void gettingThere() {
    List<String> de = List.of("Auto", "Öffentliche Verkehrsmittel", "Fahrrad", "Zu Fuß", "Fahrgemeinschaft");
    picks("Auto", de, "car");
    picks("Öffentliche Verkehrsmittel", de, "public transport");
    picks("Fahrrad", de, "bike");
    picks("Zu Fuß", de, "walking");
    picks("Fahrgemeinschaft", de, "carpool");
    List<String> fr = List.of("En voiture", "En transports en commun", "À vélo", "À pied", "En train");
    picks("En voiture", fr, "by car");
    picks("En transports en commun", fr, "public transit");
    picks("En train", fr, "rail");
    picks("步行", List.of("开车", "公共交通", "自行车", "步行"), "on foot");
    picks("بالقطار", List.of("بالسيارة", "بالقطار", "بالطائرة"), "train");
  }

  @Test
  void paying() {
    picks("Virement bancaire", List.of("Carte bancaire", "Virement bancaire", "Chèque"), "bank transfer");
    picks("Carte bancaire", List.of("Carte bancaire", "Virement bancaire", "Chèque"), "card");
    picks("Chèque", List.of("Carte bancaire", "Virement bancaire", "Chèque"), "cheque");
    picks("Auf Rechnung", List.of("Kreditkarte", "Auf Rechnung", "Lastschrift"), "invoice");
    picks("Lastschrift", List.of("Kreditkarte", "Auf Rechnung", "Lastschrift"), "direct debit");
    picks("Efectivo", List.of("Tarjeta de crédito", "Efectivo"), "cash");
    picks("Cash", List.of("Gift card", "Cash"), "en espèces");
    picksNone(List.of("Carte cadeau", "Espèces"), "card");
  }

  @Test
  void mealsRoomsAndAccess() {
    picks("Déjeuner", List.of("Petit-déjeuner", "Déjeuner", "Dîner"), "lunch");
    picks("Petit-déjeuner", List.of("Petit-déjeuner", "Déjeuner", "Dîner"), "breakfast");
    picks("Einzelzimmer", List.of("Einzelzimmer", "Doppelzimmer", "Zweibettzimmer"), "single room");
    picks("Einzelzimmer", List.of("Einzelzimmer", "Doppelzimmer", "Zweibettzimmer"), "single");
    picks("Célibataire", List.of("Célibataire", "Marié(e)"), "single");
    picks("Zweibettzimmer", List.of("Einzelzimmer", "Doppelzimmer", "Zweibettzimmer"), "twin room");
    picks("Silla de ruedas", List.of("Silla de ruedas", "Intérprete de lengua de signos", "Ninguna"), "wheelchair");
    picks("Intérprete de lengua de signos", List.of("Silla de ruedas", "Intérprete de lengua de signos", "Ninguna"), "sign language interpreter");
  }

  @Test
  void daysMonthsAndCurrencies() {
    picks("Mardi", List.of("Lundi", "Mardi", "Mercredi"), "Tuesday");
    picks("Samstags", List.of("Freitags", "Samstags", "Sonntags"), "Saturday");
    picks("周日", List.of("周五", "周六", "周日"), "Sunday");
    picks("Septiembre", List.of("Agosto", "Septiembre", "Octubre"), "September");
    picks("五月", List.of("四月", "五月", "六月"), "May");
    picks("Euro", List.of("US-Dollar", "Euro", "Schweizer Franken"), "EUR");
    picks("Dollar américain", List.of("Euro", "Dollar américain", "Dollar canadien"), "USD");
    picks("Libra esterlina", List.of("Euro", "Libra esterlina", "Dólar estadounidense"), "GBP");
    picks("人民币", List.of("美元", "欧元", "人民币"), "CNY");
    picksNone(List.of("EUR", "USD", "CAD"), "dollar");
  }

  @Test
  void travel() {
    picks("Classe économique", List.of("Classe économique", "Classe affaires", "Première classe"), "economy");
    picks("Clase business", List.of("Clase turista", "Clase business", "Primera clase"), "business class");
    picks("Erste Klasse", List.of("Erste Klasse", "Zweite Klasse"), "first class");
    picks("Gangplatz", List.of("Fensterplatz", "Gangplatz", "Egal"), "aisle");
    picks("靠窗", List.of("靠窗", "靠过道"), "window seat");
  }

  @Test
  void customersAndRequests() {
    List<String> de = List.of("Abrechnung", "Technisches Problem", "Funktionswunsch", "Beschwerde", "Rückerstattung", "Stornierung", "Allgemeine Anfrage");
    picks("Abrechnung", de, "billing");
    picks("Technisches Problem", de, "technical support");
    picks("Funktionswunsch", de, "feature request");
    picks("Beschwerde", de, "complaint");
    picks("Rückerstattung", de, "refund");
    picks("Stornierung", de, "cancellation");
    picks("Allgemeine Anfrage", de, "general question");
    List<String> fr = List.of("Déjà client", "Nouveau client", "Fournisseur");
    picks("Déjà client", fr, "existing customer");
    picks("Nouveau client", fr, "new customer");
    picks("Fournisseur", fr, "supplier");
    picks("Cuenta de ahorros", List.of("Cuenta corriente", "Cuenta de ahorros"), "savings account");
    picks("Cuenta corriente", List.of("Cuenta corriente", "Cuenta de ahorros"), "checking account");
    picks("故障", List.of("账单", "故障", "功能请求", "投诉"), "bug");
    picks("شكوى", List.of("الفواتير", "مشكلة تقنية", "شكوى"), "complaint");
  }

  @Test
  void academicRolesAndArts() {
    List<String> fr = List.of("Étudiant en master", "Doctorant", "Post-doctorant", "Chercheur", "Autre");
    picks("Doctorant", fr, "PhD student");
    picks("Post-doctorant", fr, "postdoc");
    picks("Chercheur", fr, "researcher");
    picks("Étudiant en master", fr, "master's student");
    picks("博士生", List.of("本科生", "硕士生", "博士生", "博士后"), "doctoral candidate");
    List<String> es = List.of("Pintura", "Escultura", "Fotografía", "Música", "Danza", "Teatro", "Cine", "Literatura");
    picks("Fotografía", es, "photography");
    picks("Escultura", es, "sculpture");
    picks("Cine", es, "film");
    picks("Theater", List.of("Malerei", "Musik", "Tanz", "Theater"), "theatre");
    picks("الموسيقى", List.of("الرسم", "الموسيقى", "المسرح"), "music");
  }

  @Test
  void foodMembersSeasonsAndJobFunctions() {
    List<String> meal = List.of("Poulet", "Bœuf", "Poisson", "Végétarien");
    picks("Poisson", meal, "fish");
    picks("Bœuf", meal, "beef");
    picks("Erdnüsse", List.of("Erdnüsse", "Schalentiere", "Eier", "Soja"), "peanuts");
    picks("Soja", List.of("Erdnüsse", "Schalentiere", "Eier", "Soja"), "soy");
    picks("Mariscos", List.of("Maní", "Mariscos", "Huevo"), "shellfish");
    picks("Non-membre", List.of("Membre", "Non-membre"), "non-member");
    picks("Membre", List.of("Membre", "Non-membre"), "member");
    picks("Otoño 2026", List.of("Primavera 2026", "Otoño 2026"), "fall");
    picks("Herbst", List.of("Frühjahr", "Herbst"), "autumn");
    picks("Ressources humaines", List.of("Ingénierie", "Marketing", "Ressources humaines", "Comptabilité", "Service client"), "HR");
    picks("Comptabilité", List.of("Ingénierie", "Marketing", "Ressources humaines", "Comptabilité", "Service client"), "accounting");
    picks("Service client", List.of("Ingénierie", "Marketing", "Ressources humaines", "Comptabilité", "Service client"), "customer support");
    picks("客服", List.of("销售", "客服", "人事"), "customer service");
  }
}
