package dev.autopilot.core.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The concepts lexicon across the domains forms come from: a person's key meets the question a
 * form asks in other words or another language, and not the neighbouring question of the same
 * form. The keys and questions are invented as forms of each language word them.
 */
class FormConceptsDomainsTest {
  private static final List<String> LANGUAGES = List.of("en", "de", "fr", "es", "zh", "ar");
  private static final Pattern CONCEPT_NAME = Pattern.compile("[a-z]+");

  /** A person's keys, each with a placeholder value (the pairing reads keys, not values). */
  private static AnswerKeys keys(String... keys) {
    Map<String, String> m = new LinkedHashMap<>();
    for (String k : keys) {
      m.put(k, "value of " + k);
    }
    return new AnswerKeys(m);
  }

  /** Asserts each question (even places) is met by its key (odd places); "(none)" for no key. */
  private static void meets(AnswerKeys k, String... questionAndKey) {
    for (int i = 0; i < questionAndKey.length; i += 2) {
      String question = questionAndKey[i];
      assertEquals(questionAndKey[i + 1], k.find(question).map(AnswerKeys.Found::key).orElse("(none)"), question + " [" + AnswerKeys.read(question) + "]");
    }
  }

  @Test
  void housingAndRentals() {
    AnswerKeys k = keys("Monthly rent", "Deposit", "Bedrooms", "Move-in date", "Pets", "Floor", "Elevator");
    meets(k, "Loyer mensuel", "Monthly rent", "Montant de la caution", "Deposit", "Kaution", "Deposit", "Nombre de chambres", "Bedrooms",
        "¿Tiene mascotas?", "Pets", "Haben Sie Haustiere?", "Pets", "Etage", "Floor", "¿Hay ascensor?", "Elevator", "押金", "Deposit",
        "الإيجار الشهري", "Monthly rent", "Anzahl Zimmer", "(none)");
  }

  @Test
  void publicServicesAndFamilies() {
    AnswerKeys k = keys("National ID number", "Case reference", "Neighbourhood", "Complaint", "Siblings", "Authorised to collect", "Number of children");
    meets(k, "Numéro de carte d'identité", "National ID number", "رقم الهوية الوطنية", "National ID number", "Aktenzeichen", "Case reference",
        "Barrio", "Neighbourhood", "投诉内容", "Complaint", "Geschwister", "Siblings", "Personnes autorisées à récupérer l'enfant", "Authorised to collect",
        "Número de niños", "Number of children", "Numéro de sécurité sociale", "(none)");
  }

  @Test
  void transportPickUpIsNeverTheDropOff() {
    AnswerKeys k = keys("Pick-up point", "Drop-off point", "Flight number", "Luggage", "Passengers");
    meets(k, "Lieu de prise en charge", "Pick-up point", "Pick-up address", "Pick-up point", "Where should we pick you up?", "Pick-up point",
        "Lugar de recogida", "Pick-up point", "上车地点", "Pick-up point", "Drop-off address", "Drop-off point", "Lieu de dépose", "Drop-off point",
        "Wo sollen wir Sie abholen?", "Pick-up point", "¿Dónde le recogemos?", "Pick-up point", "Where should we drop you off?", "Drop-off point",
        "在哪里下车", "Drop-off point", "Flugnummer", "Flight number", "Número de maletas", "Luggage", "Fahrgäste", "Passengers", "Number of bags", "Luggage");
    AnswerKeys addresses = keys("Pick-up address", "Drop-off address");
    meets(addresses, "Adresse de prise en charge", "Pick-up address", "Lieu de dépose", "Drop-off address", "Dirección de recogida", "Pick-up address");
  }

  @Test
  void vehicles() {
    AnswerKeys k = keys("Brand", "Model", "Year of manufacture", "Licence plate", "VIN", "Fuel type", "Mileage");
    meets(k, "Marque", "Brand", "Modelo", "Model", "Baujahr", "Year of manufacture", "Fahrgestellnummer", "VIN", "车架号", "VIN",
        "Type de carburant", "Fuel type", "Kennzeichen", "Licence plate", "Kilométrage", "Mileage");
  }

  @Test
  void healthAndAppointments() {
    AnswerKeys k = keys("Symptoms", "Blood type", "Smoker", "Pregnant", "Accessibility needs", "Disability", "Reason for the visit");
    meets(k, "Blutgruppe", "Blood type", "¿Fuma usted?", "Smoker", "症状", "Symptoms", "Êtes-vous enceinte ?", "Pregnant",
        "Besoins d'accessibilité", "Accessibility needs", "Do you have a disability?", "Disability", "Why are you coming in?", "Reason for the visit",
        "¿Por qué nos visita?", "Reason for the visit");
  }

  @Test
  void insuranceClaimsAndLegalMatters() {
    AnswerKeys k = keys("Policy number", "Claim number", "What happened", "Injuries", "Excess", "Area of law", "Name of the court", "Desired outcome");
    meets(k, "Numéro de police", "Policy number", "Numéro de sinistre", "Claim number", "Schadennummer", "Claim number", "¿Qué pasó?", "What happened",
        "Was anyone injured?", "Injuries", "Selbstbeteiligung", "Excess", "Rechtsgebiet", "Area of law", "Juzgado", "Name of the court",
        "Résolution souhaitée", "Desired outcome");
  }

  @Test
  void educationResearchAndArts() {
    AnswerKeys k = keys("Course", "Student number", "Grade level", "Dataset", "Ethics approval", "Principal investigator", "Medium", "Artwork", "Project title");
    meets(k, "Matrikelnummer", "Student number", "Kurs", "Course", "年级", "Grade level", "Niveau scolaire", "Grade level", "Jeu de données", "Dataset",
        "Ethikvotum", "Ethics approval", "Investigador principal", "Principal investigator", "Œuvre", "Artwork", "Titre du projet", "Project title");
  }

  @Test
  void eventsPressAndSizes() {
    AnswerKeys k = keys("Media outlet", "Speaker", "Track", "T-shirt size", "Shoe size");
    meets(k, "Organe de presse", "Media outlet", "Ponente", "Speaker", "Eje temático", "Track", "Talla de camiseta", "T-shirt size",
        "Talla de calzado", "Shoe size", "Pointure", "Shoe size", "Schuhgröße", "Shoe size", "文化衫尺码", "T-shirt size");
  }

  @Test
  void sportsClubsAndVolunteering() {
    AnswerKeys k = keys("Membership type", "Team", "Club", "Shirt number", "Level", "Background check", "Volunteer role");
    meets(k, "Art der Mitgliedschaft", "Membership type", "Verein", "Club", "Mannschaft", "Team", "Rückennummer", "Shirt number",
        "Niveau de jeu", "Level", "Führungszeugnis", "Background check", "Bénévolat", "Volunteer role");
  }

  @Test
  void repairsAndSoftwareSupport() {
    AnswerKeys repairs = keys("Appliance", "Gate code", "Warranty", "Photos");
    meets(repairs, "Type d'appareil", "Appliance", "Digicode", "Gate code", "Garantía", "Warranty", "照片", "Photos");
    AnswerKeys support = keys("Operating system", "Browser", "Version", "Steps to reproduce", "Expected behaviour", "Actual behaviour", "Error message");
    meets(support, "Betriebssystem", "Operating system", "Navigateur", "Browser", "Versión", "Version", "Pasos para reproducir", "Steps to reproduce",
        "预期结果", "Expected behaviour", "Résultat obtenu", "Actual behaviour", "Comportement attendu", "Expected behaviour", "رسالة الخطأ", "Error message");
  }

  @Test
  void financeAndPayments() {
    AnswerKeys k = keys("IBAN", "BIC", "Bank name", "Account holder", "Payment method", "Currency", "Donation");
    meets(k, "Kontoinhaber", "Account holder", "Bankleitzahl", "BIC", "Nom de la banque", "Bank name", "Forma de pago", "Payment method",
        "币种", "Currency", "Spende", "Donation", "رقم الآيبان", "IBAN");
  }

  @Test
  void employmentAndHr() {
    AnswerKeys k = keys("Employee number", "Department", "Type of leave", "Notice period", "Work permit", "Skills", "Languages spoken", "Cover letter");
    meets(k, "Personalnummer", "Employee number", "Abteilung", "Department", "Type de congé", "Type of leave", "Kündigungsfrist", "Notice period",
        "Permiso de trabajo", "Work permit", "Compétences", "Skills", "Langues parlées", "Languages spoken", "Anschreiben", "Cover letter");
  }

  @Test
  void travelBookingsAndPets() {
    AnswerKeys travel = keys("Nights", "Bed type", "Booking reference", "Seat preference", "Trip type");
    meets(travel, "Nombre de nuits", "Nights", "Tipo de cama", "Bed type", "Buchungsnummer", "Booking reference", "座位偏好", "Seat preference",
        "Aller simple ou aller-retour ?", "Trip type");
    AnswerKeys pets = keys("Pets", "Species", "Breed", "Vaccinated", "Neutered", "Vet");
    meets(pets, "Haustiere", "Pets", "Type d'animal", "Species", "Raza del perro", "Breed", "Geimpft", "Vaccinated", "Stérilisé", "Neutered", "Tierarzt", "Vet");
  }

  @Test
  void venuesSchedulesAndQuantities() {
    AnswerKeys venue = keys("Capacity", "Seating layout", "Catering", "Meeting point");
    meets(venue, "Aforo", "Capacity", "Bestuhlung", "Seating layout", "Traiteur", "Catering", "Treffpunkt", "Meeting point");
    AnswerKeys schedule = keys("Time zone", "Day of the week", "Shift", "In person or online");
    meets(schedule, "Fuseau horaire", "Time zone", "Wochentag", "Day of the week", "Schicht", "Shift", "Präsenz oder online", "In person or online");
    AnswerKeys amounts = keys("Quantity", "Weight", "Height");
    meets(amounts, "Menge", "Quantity", "Poids", "Weight", "Estatura", "Height", "身高", "Height", "体重", "Weight");
  }

  @Test
  void theGenericPackFillsAFormAskingInItsOwnWordsAndLeavesTheNeighbourOpen() {
    Map<String, String> values = new LinkedHashMap<>();
    values.put("Employer", "Acme Ltd");
    values.put("Reason for the visit", "Annual check-up");
    values.put("Pick-up point", "Gare de Lyon, hall 1");
    values.put("Shoe size", "42");
    GenericPack pack = GenericPack.of(values);
    assertEquals(java.util.Optional.of(new Answer.Text("Acme Ltd")), pack.answer(text("Current company")));
    assertEquals(java.util.Optional.of(new Answer.Text("Annual check-up")), pack.answer(text("Why are you coming in?")));
    assertEquals(java.util.Optional.of(new Answer.Text("Gare de Lyon, hall 1")), pack.answer(text("Lieu de prise en charge")));
    assertEquals(java.util.Optional.of(new Answer.Text("42")), pack.answer(text("Talla de calzado")));
    assertEquals(java.util.Optional.empty(), pack.answer(text("Lieu de dépose")), "the drop-off is not the pick-up");
    assertEquals(java.util.Optional.empty(), pack.answer(text("Talla de camiseta")), "a T-shirt's size is not a shoe's");
  }

  private static Question text(String question) {
    return new Question(question, QuestionKind.TEXT, List.of(), "text", null, true);
  }

  @Test
  void aKeyAloneDoesNotMeetTheNeighbouringQuestionOfItsForm() {
    String[][] neighbours = {
        {"Pick-up address", "Drop-off address"}, {"Pick-up address", "Lieu de dépose"}, {"Drop-off point", "Lugar de recogida"},
        {"Pick-up point", "Treffpunkt"}, {"Deposit", "Loyer mensuel"}, {"Monthly rent", "Kaution"}, {"Bedrooms", "Nombre de pièces"},
        {"Policy number", "Numéro de sinistre"}, {"Claim number", "Policy no."}, {"Weight", "Körpergröße"}, {"Height", "Poids"},
        {"Shoe size", "Talla de camiseta"}, {"T-shirt size", "Pointure"}, {"Expected behaviour", "Actual result"},
        {"Actual behaviour", "Comportamiento esperado"}, {"Brand", "Modelo"}, {"Model", "Marque"}, {"National ID number", "Social security number"},
        {"IBAN", "BIC"}, {"Bank name", "Kontoinhaber"}, {"Breed", "Type d'animal"}, {"Species", "Raza del perro"}, {"Team", "Verein"},
        {"Order number", "Invoice number"}, {"Booking reference", "Flugnummer"}, {"Disability", "Accessibility needs"},
        {"Employee number", "Matrikelnummer"}, {"Adults", "Number of children"}, {"Vehicle type", "Type de carburant"},
        {"Complaint", "What happened?"}, {"Symptoms", "Allergies"}, {"Arrival", "Departure"}, {"Nights", "Number of guests"},
        {"Course", "Grade level"}, {"Notice period", "I have read the privacy notice"}, {"Bought on", "Where did you buy it?"}};
    for (String[] pair : neighbours) {
      meets(keys(pair[0]), pair[1], "(none)");
    }
  }

  @Test
  void anInterrogativeOfReasonReadsAsAReasonWhereverNoPhraseHoldsIt() {
    FormConcepts c = FormConcepts.standard();
    assertTrue(AnswerKeys.read("Why are you coming in?").startsWith("#reason"));
    assertTrue(AnswerKeys.read("Which best describes why you shopped with us?").contains("#reason"));
    assertTrue(AnswerKeys.read("¿Por qué nos visita?").startsWith("#reason"));
    assertEquals("#statement", c.read("why do you want"), "a longer phrase holds it");
    assertTrue(AnswerKeys.read("When did you buy it?").startsWith("#date"), "'when' opening a question asks for a day");
    assertFalse(AnswerKeys.read("Delivered when ready").contains("#date"), "'when' inside a text is a function word");
  }

  // ---- the file itself ----

  @Test
  void everyLineIsWellFormedNamesItsConceptInAllSixLanguagesAndListsNoPhraseTwice() throws IOException {
    List<String> problems = new ArrayList<>();
    Set<String> names = new HashSet<>();
    int concepts = 0;
    try (InputStream in = FormConcepts.class.getResourceAsStream("concepts.txt")) {
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\\R")) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        problems.addAll(problems(line));
        String name = line.substring(0, Math.max(0, line.indexOf('|'))).strip();
        if (!names.add(name)) {
          problems.add("concept named twice: " + name);
        }
        concepts++;
      }
    }
    assertEquals(List.of(), problems);
    assertTrue(concepts >= 200, "the lexicon covers the common questions of forms of many domains: " + concepts);
  }

  @Test
  void theFileCheckFindsEachKindOfMistake() {
    assertEquals(List.of(), problems("rent | en: rent | de: miete | fr: loyer | es: alquiler | zh: 租金 | ar: الإيجار"));
    assertFalse(problems("rent en: rent, de: miete").isEmpty(), "no parts");
    assertFalse(problems("two words | en: rent | de: miete | fr: loyer | es: alquiler | zh: 租金 | ar: الإيجار").isEmpty(), "a name of two words");
    assertFalse(problems("rent | en: rent | de: miete | fr: loyer | es: alquiler | zh: 租金").isEmpty(), "Arabic missing");
    assertFalse(problems("rent | en: rent | fr: loyer | de: miete | es: alquiler | zh: 租金 | ar: الإيجار").isEmpty(), "languages out of order");
    assertFalse(problems("rent | en: rent | de miete | fr: loyer | es: alquiler | zh: 租金 | ar: الإيجار").isEmpty(), "a part without its colon");
    assertFalse(problems("rent | en: rent, | de: miete | fr: loyer | es: alquiler | zh: 租金 | ar: الإيجار").isEmpty(), "an empty phrase");
    assertFalse(problems("rent | en: rent, monthly rent, Rent | de: miete | fr: loyer | es: alquiler | zh: 租金 | ar: الإيجار").isEmpty(), "a phrase twice");
    assertFalse(problems("rent | en: rent, rents | de: miete | fr: loyer | es: alquiler | zh: 租金 | ar: الإيجار").isEmpty(),
        "a phrase twice once its ending is dropped");
  }

  /**
   * What is wrong with one line of the lexicon: its shape (a one-word name, then `language:
   * phrases` for en, de, fr, es, zh and ar in that order, each with phrases and no empty one), and
   * a phrase its language lists twice (compared as the lexicon reads it: signature, elision,
   * English ending). The same word in two languages ("iban", "browser") is one word shared, not a
   * mistake.
   */
  static List<String> problems(String line) {
    List<String> out = new ArrayList<>();
    String[] parts = line.split("\\|", -1);
    if (parts.length != LANGUAGES.size() + 1) {
      out.add("a concept and its six languages are seven parts: " + line);
      return out;
    }
    if (!CONCEPT_NAME.matcher(parts[0].strip()).matches()) {
      out.add("a concept's name is one word of small letters: " + line);
    }
    for (int i = 1; i < parts.length; i++) {
      int colon = parts[i].indexOf(':');
      if (colon < 0) {
        out.add("a part is `language: phrase, phrase`: " + parts[i]);
        continue;
      }
      String language = parts[i].substring(0, colon).strip();
      if (!language.equals(LANGUAGES.get(i - 1))) {
        out.add("part " + i + " is " + LANGUAGES.get(i - 1) + ", not " + language + ": " + line);
      }
      Set<String> seen = new HashSet<>();
      for (String phrase : parts[i].substring(colon + 1).split(",", -1)) {
        String p = phrase.strip();
        if (p.isEmpty()) {
          out.add("an empty phrase in " + language + ": " + line);
          continue;
        }
        String read = String.join(" ", java.util.Arrays.stream(
            dev.autopilot.core.model.SemanticKey.questionSignature(FormConcepts.elisionsApart(p.replace("*", ""))).split(" "))
            .map(w -> AnswerKeys.stem(FormConcepts.arabicFold(w))).toList()) + (p.endsWith("*") ? "*" : "");
        if (!seen.add(read)) {
          out.add("listed twice in " + language + ": " + p + " in " + parts[0].strip());
        }
      }
    }
    return out;
  }
}
