package dev.autopilot.core.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.consent.Commitment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Any form from a file of values: keys as people write them meet questions as pages ask them. */
class GenericPackTest {
  static Map<String, String> values(String... kv) {
    Map<String, String> m = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put(kv[i], kv[i + 1]);
    }
    return m;
  }

  static Question text(String q) {
    return new Question(q, QuestionKind.TEXT, List.of(), "text", null, true);
  }

  static Optional<Answer> t(String value) {
    return Optional.of(new Answer.Text(value));
  }

  final GenericPack pack = GenericPack.of(values(
      "first_name", "Ada", "family-name", "Lovelace", "Phone", "+1 555 0100", "Email", "ada@example.org", "Position", "Engineer",
      "Title", "Crash on save", "Company", "Analytical Engines Ltd", "postal-code", "94110", "Date of birth", "1815-12-10",
      "How did you hear about us?", "A friend", "Country", "United Kingdom"));

  @Test
  void keysMeetQuestionsThatSayMoreThanTheKeyDoes() {
    assertEquals(t("+1 555 0100"), pack.answer(text("Phone Number")));
    assertEquals(t("Engineer"), pack.answer(text("Position Applied For")));
    assertEquals(t("Crash on save"), pack.answer(text("Bug Title")));
    assertEquals(t("United Kingdom"), pack.answer(text("Country/Region")));
    assertEquals(t("A friend"), pack.answer(text("How did you hear about us? *")));
  }

  @Test
  void keysMeetQuestionsByMeaningInAnyLanguageAndByWhatThePageDeclares() {
    assertEquals(t("Ada"), pack.answer(text("First name")));
    assertEquals(t("Ada"), pack.answer(text("Vorname")));
    assertEquals(t("Ada"), pack.answer(text("Prénom")));
    assertEquals(t("Ada"), pack.answer(text("الاسم الأول")));
    assertEquals(t("Lovelace"), pack.answer(text("Apellidos")));
    assertEquals(t("ada@example.org"), pack.answer(text("电子邮件")));
    assertEquals(t("94110"), pack.answer(text("ZIP")));
    assertEquals(t("94110"), pack.answer(text("Postleitzahl")));
    assertEquals(t("ada@example.org"), pack.answer(new Question("Contact", QuestionKind.TEXT, List.of(), "email", null, true)));
    assertEquals(t("1815-12-10"), pack.answer(new Question("DOB", QuestionKind.TEXT, List.of(), "date", "bday", true)));
    assertEquals(t("Ada"), pack.answer(new Question("Field 3", QuestionKind.TEXT, List.of(), "text", null, true, "first_name")));
  }

  @Test
  void keysWordedAsAVerbOrAPhraseOfTheirOwnMeetTheFieldTheyMean() {
    GenericPack stay = GenericPack.of(values("Arrive", "2027-04-16", "Leave", "2027-04-18"));
    assertEquals(t("2027-04-16"), stay.answer(text("Arrival date")));
    assertEquals(t("2027-04-18"), stay.answer(text("Departure date")));
    assertEquals(t("1987-03-22"), GenericPack.of(values("Born", "1987-03-22")).answer(text("Date of birth")));
    assertEquals(t("1996-05-11"), GenericPack.of(values("Née le", "1996-05-11")).answer(text("Date de naissance")));
    assertEquals(t("0151 2378 4410"), GenericPack.of(values("Rückrufnummer", "0151 2378 4410")).answer(text("Telefonnummer für den Rückruf")));
  }

  @Test
  void aFullNameAndItsPartsAreMadeFromEachOther() {
    assertEquals(t("Ada Lovelace"), pack.answer(text("Full name")));
    assertEquals(Optional.of("values[\"first_name\"] + values[\"family-name\"]"), pack.answeredBy(text("Full name")));
    GenericPack oneWord = GenericPack.of(values("Vorname", "Markus", "Name", "Wendling"));
    assertEquals(t("Wendling"), oneWord.answer(text("Nachname")), "beside a given name keyed alone, a one-word name is the family name");
    assertEquals(t("Markus"), oneWord.answer(text("Vorname")));
    assertEquals(Optional.empty(), GenericPack.of(values("Name", "Wendling")).answer(text("Nachname")), "alone, one word may be either part");
    GenericPack full = GenericPack.of(values("Name", "Grace Brewster Hopper"));
    assertEquals(t("Grace"), full.answer(text("First name")));
    assertEquals(t("Hopper"), full.answer(text("Last name")));
    GenericPack week = GenericPack.of(values("First week", "2027-04-12", "Surname", "Sandhu"));
    assertEquals(Optional.empty(), week.answer(text("Your full name")), "a date under 'First week' is no part of a name");
  }

  @Test
  void aLegalGuardiansSectionIsThePersonsWhoWritesOfTheirChildAndTheChildsIsNot() {
    GenericPack p = GenericPack.of(values("moi", "Claire Dubois", "premier enfant", "Léo Dubois, né le 3 juin 2018 – il nage 25 mètres"));
    assertTrue(p.sectionIsThePersons("Responsable légal"));
    assertEquals(Optional.empty(), p.answer(text("Enfant 1: Prénom")), "the child's first name is never the person's");
    assertEquals(Optional.empty(), p.answer(text("Hijo 1: Nombre")));
  }

  @Test
  void aParentsSectionIsThePersonsWhenTheValuesSpeakOfTheirChild() {
    GenericPack p = GenericPack.of(values("moi", "Claire Dubois", "premier enfant", "Léo Dubois, né le 3 juin 2018",
        "deuxième enfant", "Manon Dubois, née le 21/11/2020"));
    assertEquals(t("Dubois"), p.answer(text("Responsable légal: Nom")));
    assertEquals(t("Claire"), p.answer(text("Responsable légal: Prénom")));
    // numbered children are each someone, their sections numbered the same
    assertEquals(t("Léo"), p.answer(text("Enfant 1: Prénom")));
    assertEquals(t("Dubois"), p.answer(text("Enfant 2: Nom")));
    assertEquals(t("2020-11-21"), p.answer(new Question("Enfant 2: Date de naissance", QuestionKind.TEXT, List.of(), "date", null, true)));
    // without a word of a child, a guardian's section is someone else's
    assertEquals(Optional.empty(), GenericPack.of(values("moi", "Claire Dubois")).answer(text("Responsable légal: Prénom")));
  }

  @Test
  void thePersonsOwnNameNeverAnswersTheirChildsByItsWords() {
    GenericPack p = GenericPack.of(values("my name", "Helen Okafor", "child", "our son Arlo – he's in Year 6 at Kingsbridge Primary now"));
    assertEquals(Optional.empty(), p.answer(text("Child's first name")));
    assertEquals(t("Helen"), p.answer(text("First name")));
  }

  @Test
  void thePersonDescribingThemselfSaysTheDayTheyWereBorn() {
    assertEquals(t("1979-03-07"), GenericPack.of(values("ich", "Frau Sabine Krüger, geboren am 07.03.1979")).answer(text("Geburtsdatum")));
    assertEquals(t("1988-07-22"), GenericPack.of(values("me", "Laura Bennett, born 22/07/1988 (day first), 64 kg")).answer(text("Date of birth")));
    assertEquals(Optional.empty(), GenericPack.of(values("me", "Laura Bennett, 64 kg")).answer(text("Date of birth")), "no day of birth said");
    assertEquals(Optional.empty(), GenericPack.of(values("me", "Laura Bennett, born 08/07/1988")).answer(text("Date of birth")),
        "a day read two ways is not guessed");
  }

  @Test
  void aKeyThatIsThePersonThemselfGivesTheirName() {
    GenericPack me = GenericPack.of(values("Me", "Priya Desai", "Plus one", "Rob Desai", "email", "priya@example.org"));
    assertEquals(t("Priya Desai"), me.answer(text("Full name")));
    assertEquals(t("Priya"), me.answer(text("First name")));
    assertEquals(t("Desai"), me.answer(text("Last name")));
    GenericPack ana = GenericPack.of(values("أنا", "منى عبدالله القحطاني", "جوالي", "0551234567"));
    assertEquals(t("منى عبدالله القحطاني"), ana.answer(text("الاسم الكامل")));
    assertEquals(t("王丽"), GenericPack.of(values("我", "王丽")).answer(text("姓名")));
    assertEquals(t("Julia Schubert"), GenericPack.of(values("Ich", "Julia Schubert")).answer(text("Ihr Name")));
    // what the person says they are is no name: a role, a state
    assertEquals(Optional.empty(), GenericPack.of(values("I am", "Parent")).answer(text("Full name")));
    assertEquals(Optional.empty(), GenericPack.of(values("我是", "孩子妈妈")).answer(text("姓名")));
    assertEquals(Optional.empty(), GenericPack.of(values("Me", "vegetarian, no nuts")).answer(text("Full name")),
        "a value that is no name says something else about the person");
  }

  @Test
  void meaningsThatDifferKeepAKeyFromAQuestionItsWordsWouldMeet() {
    GenericPack p = GenericPack.of(values("Name", "Ada Lovelace", "Phone", "+1 555 0100", "State", "CA"));
    assertEquals(Optional.empty(), p.answer(text("Company name")), "a name is not a company's");
    assertEquals(Optional.empty(), p.answer(text("Emergency contact phone")), "a question about someone else");
    assertEquals(Optional.empty(), p.answer(text("State your reason for applying")));
    assertEquals(t("CA"), p.answer(text("State / Province")));
    assertEquals(Optional.empty(), GenericPack.of(values("Card number", "4111111111111111"))
        .answer(new Question("Card number", QuestionKind.TEXT, List.of(), "text", "cc-number", true)), "what a person pays with is theirs to give");
  }

  @Test
  void theNameOfAnOrganisationIsNoPersonsName() {
    GenericPack club = GenericPack.of(values("Vorname", "Sabine", "Nachname", "Kühnel", "Verein", "TSV Eichenau 1921 e.V."));
    assertEquals(t("TSV Eichenau 1921 e.V."), club.answer(text("Name des Vereins")));
    GenericPack person = GenericPack.of(values("Name", "Doreen Fairclough", "Email", "doreen@example.org"));
    assertEquals(Optional.empty(), person.answer(text("Name of organisation (if any)")), "the person's name is not their organisation's");
    assertEquals(t("Doreen Fairclough"), person.answer(text("Your name")));
  }

  @Test
  void aKeyThatIsThePersonTheQuestionNamesAnswersTheirNameBeforeAnotherThingsName() {
    GenericPack p = GenericPack.of(values("boat name", "Sea Wren", "skipper", "Ewan MacLeod", "email", "ewan@example.org"));
    assertEquals(t("Ewan MacLeod"), p.answer(text("Skipper's full name")));
    assertEquals(t("Sea Wren"), p.answer(text("Vessel name")).or(() -> p.answer(text("Boat name"))));
    assertEquals(Optional.of("values[\"email\"]"), p.answeredBy(text("Skipper's email")), "only a name is the person's name");
  }

  @Test
  void aKeyThatNamesOnlyTheSectionGivesWayToAKeyThatNamesTheField() {
    GenericPack p = GenericPack.of(values("name", "Aisha Lindqvist", "emergency contact", "Erik Lindqvist", "relationship", "husband"));
    assertEquals(t("husband"), p.answer(text("Emergency contact: Relationship to you")), "the field's own word decides");
    assertEquals(Optional.of("values[\"relationship\"]"), p.answeredBy(text("Emergency contact: Relationship to you")));
    assertEquals(t("Erik Lindqvist"), p.answer(text("Emergency contact: Name")), "no other key names the field: the section's key is the contact");
    assertEquals(t("Erik Lindqvist"), GenericPack.of(values("emergency contact", "Erik Lindqvist")).answer(text("Emergency contact: Relationship to you")),
        "with no key of the field's own, the section's key stands as before");
  }

  @Test
  void everyKeyIsNamedWhereItAnsweredAndUnansweredQuestionsNameTheClosestKeys() {
    assertEquals(Optional.of("values[\"Phone\"]"), pack.answeredBy(text("Phone Number")));
    assertEquals(List.of("first_name", "family-name", "Phone", "Email", "Position", "Title", "Company", "postal-code", "Date of birth",
        "How did you hear about us?", "Country"), List.copyOf(pack.valueKeys()));
    assertTrue(pack.answer(text("Years of experience with lathes")).isEmpty());
  }

  @Test
  void choicesTogglesAndFilesFromTheFile(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("cv.pdf"), "%PDF-1.4");
    Path json = dir.resolve("values.json");
    Files.writeString(json, "{\"values\": {\"Newsletter\": \"no\", \"Seats\": 2, \"T-shirt size\": \"M\"}, \"files\": {\"CV\": \"cv.pdf\"},"
        + " \"consent\": {\"terms\": true}}");
    GenericPack p = GenericPack.load(json);
    assertEquals(Optional.of(new Answer.Toggle(false)), p.answer(new Question("Subscribe to the newsletter", QuestionKind.TOGGLE, List.of(), "checkbox", null, false)));
    assertEquals(Optional.of(new Answer.Choice("M")), p.answer(new Question("T-shirt size", QuestionKind.CHOICE, List.of("S", "M", "L"), null, null, true)));
    assertEquals(t("2"), p.answer(text("Seats")));
    assertEquals(Optional.of(new Answer.File(dir.resolve("cv.pdf"))), p.answer(new Question("Attach your résumé", QuestionKind.FILE, List.of(), "file", null, true)));
    for (dev.autopilot.core.consent.Commitment c : dev.autopilot.core.consent.Commitment.values()) {
      assertEquals(c == dev.autopilot.core.consent.Commitment.TERMS, p.consent().agreesTo(c), c + ": only the terms, as the file says");
    }
  }

  @Test
  void aBadFileSaysWhatToFix(@TempDir Path dir) throws Exception {
    ProfileException missing = assertThrows(ProfileException.class, () -> GenericPack.load(dir.resolve("nope.json")));
    assertEquals(ErrorCode.FILE_NOT_FOUND, missing.code());
    Path list = dir.resolve("list.json");
    Files.writeString(list, "[1, 2]");
    assertEquals(ErrorCode.CONFIG_INVALID, assertThrows(ProfileException.class, () -> GenericPack.load(list)).code());
    Path nested = dir.resolve("nested.json");
    Files.writeString(nested, "{\"Phone\": {\"home\": \"1\"}}");
    ProfileException e = assertThrows(ProfileException.class, () -> GenericPack.load(nested));
    assertTrue(e.getMessage().contains("Phone"), e.getMessage());
  }

  @Test
  void aListOfTextsIsOneValueOfSeveralItems(@TempDir Path dir) throws Exception {
    Path json = dir.resolve("values.json");
    Files.writeString(json, "{\"Languages\": [\"Python\", \"Go\"], \"Email\": \"a@example.org\"}");
    assertEquals("Python; Go", GenericPack.load(json).values().get("Languages"));
    Path mixed = dir.resolve("mixed.json");
    Files.writeString(mixed, "{\"Languages\": [\"Python\", {\"x\": 1}]}");
    assertEquals(ErrorCode.CONFIG_INVALID, assertThrows(ProfileException.class, () -> GenericPack.load(mixed)).code());
  }

  @Test
  void aQuestionOfOptionsTakesTheOneValueThatNamesOneOfThem() {
    GenericPack p = GenericPack.of(values("Year", "Junior", "Major", "Computer Science (BS)", "Guests", "2", "Newsletter", "no"));
    Question standing = new Question("Class Standing", QuestionKind.CHOICE, List.of("Freshman", "Sophomore", "Junior", "Senior"), null, null, true);
    assertEquals(Optional.of(new Answer.Choice("Junior")), p.answer(standing));
    assertEquals(Optional.of("values[\"Year\"]"), p.answeredBy(standing));
    Question program = new Question("Degree Program", QuestionKind.CHOICE, List.of("Computer Science (BS)", "Mathematics (BS)"), null, null, true);
    assertEquals(Optional.of(new Answer.Choice("Computer Science (BS)")), p.answer(program));
    assertEquals(Optional.empty(), p.answer(new Question("Bedrooms", QuestionKind.CHOICE, List.of("1", "2", "3"), null, null, true)),
        "a bare number names options of too many questions");
    assertEquals(Optional.empty(), p.answer(new Question("Mailing list", QuestionKind.CHOICE, List.of("Yes", "No"), null, null, true)));
    GenericPack two = GenericPack.of(values("Shift", "Morning", "Preferred time", "Morning"));
    assertEquals(Optional.empty(), two.answer(new Question("When can you start?", QuestionKind.CHOICE, List.of("Morning", "Evening"), null, null, true)),
        "two values name its options: which one is meant is not known");
  }

  @Test
  void aBoxThatCommitsIsTickedWhenAskedAndLeftToTheGate() {
    Question terms = new Question("J'accepte les conditions générales", QuestionKind.TOGGLE, List.of(), "checkbox", null, true);
    assertEquals(Optional.of(new Answer.Toggle(true)), pack.answer(terms));
    assertEquals(Optional.of("consent"), pack.answeredBy(terms));
    assertEquals(Optional.empty(), pack.answer(new Question("Remember me", QuestionKind.TOGGLE, List.of(), "checkbox", null, false)));
  }

  @Test
  void anyHtmlAutocompleteNameIsAKeyAndATimeMeetsItsOptionHoweverWritten() {
    GenericPack p = GenericPack.of(values("new-password", "Granite-Peak-2027", "Time", "7:30pm"));
    assertEquals(t("Granite-Peak-2027"), p.answer(new Question("Password", QuestionKind.TEXT, List.of(), "password", "new-password", true)));
    assertEquals(t("Granite-Peak-2027"), p.answer(new Question("Confirm password", QuestionKind.TEXT, List.of(), "password", "new-password", true)));
    assertEquals(1, dev.autopilot.core.match.Match.bestOption(List.of("7:00 PM", "7:30 PM", "8:00 PM"), "7:30pm"));
    assertEquals(2, dev.autopilot.core.match.Match.bestOption(List.of("18:00", "19:00", "19:30"), "7:30 pm"));
  }

  @Test
  void aPasswordFieldGetsAValueOnlyWhenThePageChoosesANewOne() {
    GenericPack p = GenericPack.of(values("Password", "hunter22", "current-password", "hunter22", "new-password", "Granite-Peak-2027"));
    assertEquals(Optional.empty(), p.answer(new Question("Password", QuestionKind.TEXT, List.of(), "password", "current-password", true)),
        "a sign-in's password is never typed, whatever the values hold");
    assertEquals(Optional.empty(), p.answer(new Question("Password", QuestionKind.TEXT, List.of(), "password", null, true)),
        "a password field the page does not declare new is not answered from values");
    assertEquals(t("Granite-Peak-2027"), p.answer(new Question("Password", QuestionKind.TEXT, List.of(), "password", "new-password", true)));
    assertEquals(Optional.empty(), GenericPack.of(values("Password", "hunter22")).answer(
        new Question("Password", QuestionKind.TEXT, List.of(), "password", "new-password", true)), "only a value keyed new-password chooses one");
  }

  @Test
  void aNamesPartsReadUnderTheirQuestionAsSubLabelsWriteThem() {
    GenericPack p = GenericPack.of(values("Name", "Ada Lovelace"));
    assertEquals(t("Ada"), p.answer(text("Artist Name First")));
    assertEquals(t("Lovelace"), p.answer(text("Artist Name Last")));
    assertEquals(t("Ada"), p.answer(text("First")));
    assertEquals(t("Lovelace"), p.answer(text("Last")));
    assertEquals(Optional.empty(), p.answer(text("Last day of work")), "a part word in a longer question names no name");
  }

  @Test
  void meaningsOfBusinessAndHealthFormsMeetInAnyOfTheirWordings() {
    GenericPack p = GenericPack.of(values("Headcount", "about 40", "VAT number", "FR40303265045", "Gender", "Female"));
    Question size = new Question("Company size", QuestionKind.CHOICE, List.of("1-10", "11-50", "51-200"), null, null, true);
    assertEquals(Optional.of(new Answer.Choice("about 40")), p.answer(size));
    assertEquals(1, dev.autopilot.core.match.Match.bestOption(size.choices(), "about 40"));
    assertEquals(Optional.of(new Answer.Choice("about 40")), p.answer(new Question("Mitarbeiterzahl", QuestionKind.CHOICE, size.choices(), null, null, true)));
    assertEquals(t("FR40303265045"), p.answer(text("Numéro de TVA")));
    assertEquals(t("FR40303265045"), p.answer(text("USt-IdNr.")));
    assertEquals(Optional.of(new Answer.Choice("Female")), p.answer(new Question("Sex assigned at birth", QuestionKind.CHOICE, List.of("Female", "Male"), null, null, true)));
  }

  @Test
  void aStreetAddressKeyedWholeIsTheFirstLineWhenNoSecondIsKeyed() {
    assertEquals(t("12 Rue de la Paix"), GenericPack.of(values("Street address", "12 Rue de la Paix")).answer(text("Address line 1")));
    assertEquals(Optional.empty(), GenericPack.of(values("Street address", "12 Rue de la Paix", "Address line 2", "Apt 4")).answer(text("Address line 1")),
        "with a second line keyed, which part is the first is the person's to say");
  }

  @Test
  void anAddressWrittenOnOneLineAnswersThePartsAPageAsks() {
    GenericPack uk = GenericPack.of(values("home address", "41 Lansdown Road, Bristol BS6 6NS"));
    assertEquals(t("41 Lansdown Road"), uk.answer(text("Address line 1")));
    assertEquals(t("Bristol"), uk.answer(text("Town or city")));
    assertEquals(t("BS6 6NS"), uk.answer(text("Postcode")));
    GenericPack de = GenericPack.of(values("Adresse", "Wasserburger Straße 27, 85560 Ebersberg"));
    assertEquals(t("27"), de.answer(text("Hausnr.")));
    assertEquals(t("85560"), de.answer(text("PLZ")));
    assertEquals(t("Ebersberg"), de.answer(text("Gemeinde")));
    assertEquals(t("Wasserburger Straße 27"), de.answer(text("Straße")), "by itself the street's question takes the whole line");
    GenericPack it = GenericPack.of(values("address", "Via dei Serragli 42, 50124 Firenze (FI)"));
    assertEquals(t("FI"), it.answer(text("Province")));
    assertEquals(Optional.empty(), GenericPack.of(values("address", "14 Bramble Close")).answer(text("Postcode")), "no postcode written, none made up");
    assertEquals(t("HG2 7QP"), GenericPack.of(values("address", "14 Bramble Close, Harrogate HG1 2AB", "postcode", "HG2 7QP")).answer(text("Postcode")),
        "a postcode keyed on its own answers first");
    assertEquals(Optional.empty(), GenericPack.of(values("Address", "Ty Newydd Farm, Cwm Road")).answer(text("Town")), "a street is no town");
    assertEquals(t("12"), GenericPack.of(values("Straße", "Lindenweg 12")).answer(text("Hausnummer")), "a street line keyed with its number");
  }

  @Test
  void aKeyHoldingAFieldsWordAmongOthersIsMatchedByItsWords() {
    GenericPack p = GenericPack.of(values("Website navigation", "Poor", "Summary", "Printer jams", "Description", "It jams on every page."));
    assertEquals(Optional.of(new Answer.Choice("Poor")),
        p.answer(new Question("Ease of navigation on the website", QuestionKind.CHOICE, List.of("Good", "Fair", "Poor"), null, null, true)));
    assertEquals(t("Printer jams"), p.answer(text("Short description")));
    assertEquals(t("It jams on every page."), p.answer(text("Description")));
  }

  @Test
  void aKeyOfSeveralWordsInTheQuestionIsMoreSpecificThanAMeaning() {
    GenericPack p = GenericPack.of(values("Email", "kim@example.org", "Billing email", "ap@example.org", "Name", "Kim Lee",
        "Other party", "Acme Ltd", "Other party email", "legal@acme.example"));
    assertEquals(t("ap@example.org"), p.answer(new Question("Billing email address", QuestionKind.TEXT, List.of(), "email", null, true)));
    assertEquals(t("kim@example.org"), p.answer(new Question("Email address", QuestionKind.TEXT, List.of(), "email", null, true)));
    assertEquals(t("legal@acme.example"), p.answer(new Question("Other party contact email", QuestionKind.TEXT, List.of(), "email", null, true)));
    assertEquals(t("Acme Ltd"), p.answer(text("Other party (legal name)")));
    assertEquals(Optional.empty(), p.answer(text("Counterparty legal name")), "a counterparty's name is not the person's");
  }

  @Test
  void partnerIsSomeoneElseOnlyAsAPerson() {
    GenericPack p = GenericPack.of(values("Message", "We resell dashboards.", "Phone", "+1 555 0100"));
    assertEquals(t("We resell dashboards."), p.answer(text("Message")));
    assertEquals(Optional.empty(), p.answer(text("Partner's phone")), "a spouse's or partner's phone is theirs");
    assertEquals(Optional.empty(), p.answer(text("Domestic partner name")));
  }

  @Test
  void aQuestionOfOptionsTakesTheOneValueNamingOneByItsEndOrByWhatItMeans() {
    GenericPack p = GenericPack.of(values("Time of day", "morning", "Insurance type", "statutory (gesetzlich)", "Meal", "Salmon",
        "Notes", "One guest has a tree-nut allergy and prefers a quiet table, privat please"));
    Question when = new Question("Bevorzugte Uhrzeit", QuestionKind.CHOICE, List.of("egal", "vormittags (8–12 Uhr)", "nachmittags (14–18 Uhr)"), null, null, true);
    assertEquals(Optional.of("values[\"Time of day\"]"), p.answeredBy(when));
    Question insurance = new Question("Versicherung", QuestionKind.CHOICE, List.of("gesetzlich", "privat", "Selbstzahler"), null, null, true);
    assertEquals(Optional.of("values[\"Insurance type\"]"), p.answeredBy(insurance), "the long note holds 'privat' too, but it is no short value");
    Question dinner = new Question("Dinner selection", QuestionKind.CHOICE, List.of("Herb-roasted chicken", "Maple-glazed salmon", "Children's plate"), null, null, false);
    assertEquals(Optional.of("values[\"Meal\"]"), p.answeredBy(dinner));
  }

  @Test
  void twoKeysOfOneTopicEachMeetTheQuestionTheirWordsName() {
    GenericPack p = GenericPack.of(values("Insurance type", "gesetzlich", "Health insurer", "AOK PLUS"));
    Question kind = new Question("Versicherung", QuestionKind.CHOICE, List.of("gesetzlich", "privat", "Selbstzahler"), null, null, true, "versicherung");
    Question insurer = new Question("Krankenkasse", QuestionKind.TEXT, List.of(), "text", null, false, "krankenkasse");
    assertEquals(Optional.of("values[\"Insurance type\"]"), p.answeredBy(kind));
    assertEquals(Optional.of("values[\"Health insurer\"]"), p.answeredBy(insurer));
  }

  @Test
  void aBoxIsNeverTickedFromADateOrASentenceItsWordsAreNear() {
    GenericPack p = GenericPack.of(values("Au", "2027-01-02", "Newsletter", "no"));
    Question halfDay = new Question("Le dernier jour est une demi-journée", QuestionKind.TOGGLE, List.of(), "checkbox", null, false, "demiJournee");
    assertEquals(Optional.empty(), p.answeredBy(halfDay));
    Question last = new Question("Dernier jour d'absence", QuestionKind.TEXT, List.of(), "date", null, true, "fin");
    assertEquals(Optional.of(new Answer.Text("2027-01-02")), p.answer(last));
  }

  @Test
  void aDateFieldIsAnsweredByWordsOnlyWithADate() {
    GenericPack p = GenericPack.of(java.util.Map.of("What happened", "The landlord kept my deposit.", "When it happened", "2026-09-14"));
    Question when = new Question("When did the problem happen?", QuestionKind.TEXT, List.of(), "date", null, true);
    assertEquals(t("2026-09-14"), p.answer(when), "the date, not the story that shares a word with the question");
    Question story = new Question("What happened?", QuestionKind.TEXT, List.of(), "textarea", null, true);
    assertEquals(t("The landlord kept my deposit."), p.answer(story));
    GenericPack onlyStory = GenericPack.of(java.util.Map.of("What happened", "The landlord kept my deposit."));
    assertEquals(Optional.empty(), onlyStory.answer(when), "no date among the values: the field stays unanswered, never a sentence typed into it");
  }

  @Test
  void aKeyNamingABoxsKindOfCommitmentAnswersIt() {
    Question privacy = new Question("I have read the privacy notice and agree to it", QuestionKind.TOGGLE, List.of(), "checkbox", null, true);
    GenericPack p = GenericPack.of(java.util.Map.of("Email", "ada@example.org", "Privacy consent", "yes", "Marketing emails", "no"));
    assertEquals(Optional.of(new Answer.Toggle(true)), p.answer(privacy));
    assertEquals(Optional.of("values[\"Privacy consent\"]"), p.answeredBy(privacy), "placed, not reported as placed nowhere");
    Question news = new Question("Send me the newsletter with special offers", QuestionKind.TOGGLE, List.of(), "checkbox", null, false);
    assertEquals(Optional.of(new Answer.Toggle(false)), p.answer(news), "the person's no, whatever consent the run has");
    assertEquals(Optional.of("consent"), GenericPack.of(java.util.Map.of("Email", "ada@example.org")).answeredBy(privacy),
        "no value names it: ticked as a box that commits, for the gate to judge");
  }

  @Test
  void aKeyThatMeansAnotherQuestionNeverAnswersABoxThatCommits() {
    Question terms = new Question("I agree to the membership terms and conditions", QuestionKind.TOGGLE, List.of(), "checkbox", null, true);
    GenericPack p = GenericPack.of(java.util.Map.of("Membership", "Annual", "Medical conditions", "No", "Club", "Riverside"));
    assertEquals(Optional.of(new Answer.Toggle(true)), p.answer(terms), "a health question's no is no refusal of the terms");
    assertEquals(Optional.of("consent"), p.answeredBy(terms));
  }

  static Question choice(String q, String code, String... options) {
    return new Question(q, QuestionKind.CHOICE, List.of(options), null, null, true, code);
  }

  @Test
  void aSelectWhoseOptionsTheMeaningsValueNamesNoneOfTakesTheKeyItsWordsAndOptionsName() {
    GenericPack p = GenericPack.of(values("email", "hank@example.com", "Format", "Plain text"));
    assertEquals(Optional.of(new Answer.Choice("Plain text")), p.answer(choice("Email format", "format", "HTML", "Plain text")));
    assertEquals(t("hank@example.com"), p.answer(text("Email address")));
    GenericPack grant = GenericPack.of(values("Full name", "Daniel Okoro", "Previous grant from the council", "No, first time"));
    assertEquals(Optional.of(new Answer.Choice("No, first time")), grant.answer(choice("Have you received a Council grant before?", "firstTime",
        "No, this is my first application", "Yes, and it was funded", "Yes, but it was not funded")), "a code name's meaning names no option");
    GenericPack only = GenericPack.of(values("email", "hank@example.com"));
    assertEquals(Optional.of(new Answer.Choice("hank@example.com")), only.answer(choice("Email format", "format", "HTML", "Plain text")),
        "no key names an option: the meaning's answer stands");
  }

  @Test
  void wordsAndOptionsTogetherAnswerAQuestionOfOptions() {
    GenericPack p = GenericPack.of(values("Pledge amount", "£25", "Email", "a@example.org", "Frequency", "Monthly"));
    assertEquals(Optional.of(new Answer.Choice("£25")), p.answer(choice("I would like to pledge", "amount", "£10", "£25", "£50", "Another amount:")));
    GenericPack two = GenericPack.of(values("Pledge amount", "£25", "Pledge bonus", "£10"));
    assertEquals(Optional.empty(), two.answer(choice("I would like to pledge", "amount", "£10", "£25", "£50")), "two keys fit: which one is not known");
  }

  @Test
  void ofSeveralKeysOfOneMeaningTheOneWhoseWordsFitAnswers() {
    GenericPack p = GenericPack.of(values("Dirección actual", "Calle Feria 23", "CP actual", "41003", "Nueva dirección", "Avenida de Andalucía 8",
        "CP nuevo", "29007"));
    assertEquals(t("Calle Feria 23"), p.answer(text("Dirección de origen (calle, número, piso)")));
    assertEquals(t("Avenida de Andalucía 8"), p.answer(text("Dirección de destino (calle, número, piso)")));
    assertEquals(t("41003"), p.answer(text("Código postal de origen")));
    assertEquals(t("29007"), p.answer(text("Código postal de destino")));
  }

  @Test
  void aKeyOfConceptsAnswersAQuestionThatMeansNoFieldButNotAFieldNamesWord() {
    GenericPack p = GenericPack.of(values("School", "King Fahd Secondary School", "State", "CA"));
    assertEquals(t("King Fahd Secondary School"), p.answer(text("آخر مؤسسة تعليمية")));
    assertEquals(t("King Fahd Secondary School"), p.answer(text("Schule / Einrichtung")));
    assertEquals(Optional.empty(), p.answer(text("State your reason for applying")));
  }

  @Test
  void aDateInputsTypeSaysWhatItsWordsDoNot() {
    GenericPack p = GenericPack.of(values("Start date", "2026-12-01", "End date", "2027-03-31", "Access level", "Standard"));
    Question from = new Question("Access needed from", QuestionKind.TEXT, List.of(), "date", null, true, "from");
    Question until = new Question("Access needed until", QuestionKind.TEXT, List.of(), "date", null, false, "until");
    assertEquals(t("2026-12-01"), p.answer(from));
    assertEquals(t("2027-03-31"), p.answer(until));
    assertEquals(Optional.empty(), p.answer(text("Access needed from")), "a text input's words alone do not name the key");
  }

  @Test
  void aContactPersonAndALanguageMeetTheirFieldsInOtherLanguages() {
    GenericPack p = GenericPack.of(values("Contact person", "Stefan Krüger", "Tour language", "Deutsch", "Guided tour", "ja"));
    assertEquals(t("Stefan Krüger"), p.answer(text("Vor- und Nachname")));
    assertEquals(Optional.of(new Answer.Choice("Deutsch")), p.answer(choice("Sprache der Führung", "sprache", "Deutsch", "Englisch")));
  }

  @Test
  void aBoxIsAnsweredByWordsOnlyWithAYesOrANoNotWithAnOptionsName() {
    GenericPack p = GenericPack.of(values("Can also help with", "set building", "Newsletter", "Yes, weekly"));
    Question box = new Question("Also willing to help with:", QuestionKind.TOGGLE, List.of(), "checkbox", null, false, "helpSets");
    assertEquals(Optional.empty(), p.answer(box), "the group's question takes the option's name");
    assertEquals(Optional.of(new Answer.Choice("set building")),
        p.answer(choice("Also willing to help with:", null, "Set building", "Costumes", "Front of house")));
    assertEquals(Optional.of(new Answer.Toggle(true)),
        p.answer(new Question("Send me the newsletter", QuestionKind.TOGGLE, List.of(), "checkbox", null, false, "nl")));
  }

  @Test
  void anAgreementToRulesAnswersABoxAgreeingToAnUnnamedThingThatSharesItsWords() {
    Question safety = new Question("I agree to follow the instructor's safety briefing and wear a buoyancy aid at all times", QuestionKind.TOGGLE, List.of(),
        "checkbox", null, true);
    GenericPack p = GenericPack.of(values("Email", "kai@example.org", "Agree to safety rules", "yes"));
    assertEquals(Optional.of("values[\"Agree to safety rules\"]"), p.answeredBy(safety));
    assertEquals(Optional.of("Agree to safety rules"), p.consent().decidedBy(safety.text(), "", List.of(), java.util.Set.of(Commitment.UNREAD)),
        "the gate reads the same answer: the person decided it");
    Question filmed = new Question("I agree to be filmed during the regatta", QuestionKind.TOGGLE, List.of(), "checkbox", null, true);
    assertEquals(Optional.of("consent"), p.answeredBy(filmed), "no word in common: the person decides");
    assertEquals(Optional.empty(), p.consent().decidedBy(filmed.text(), "", List.of(), java.util.Set.of(Commitment.UNREAD)));
  }

  @Test
  void aQuestionOfWhatKindIsNotAnsweredByTheThingsOwnName() {
    GenericPack p = GenericPack.of(values("Business", "The Sorting Office Café", "Kind of business", "café"));
    List<String> kinds = List.of("Café or coffee shop", "Restaurant or pub", "Deli or farm shop", "Hotel or B&B", "Office");
    Question type = new Question("Type of business", QuestionKind.CHOICE, kinds, null, null, true, "business_type");
    assertEquals(Optional.of("values[\"Kind of business\"]"), p.answeredBy(type), "the business's name names no kind, though it holds 'Office'");
    assertEquals(Optional.empty(), FieldMeanings.standard().of(type));
    assertEquals(Optional.of("organization"), FieldMeanings.standard().of(new Question("Business name", QuestionKind.TEXT, List.of(), "text", null, true)));
  }

  @Test
  void aKeyQualifiedByAnotherOwnerDoesNotAnswerAQuestionThatSaysWhose() {
    GenericPack p = GenericPack.of(values("Group name", "3rd Kendal Scouts", "Leader", "Duncan Firth"));
    Question leader = new Question("Group leader's full name", QuestionKind.TEXT, List.of(), "text", null, true, "leaderName");
    assertEquals(Optional.of("values[\"Leader\"]"), p.answeredBy(leader), "the leader's name, not the group's");
    Question group = new Question("Group or organisation name", QuestionKind.TEXT, List.of(), "text", null, true, "organisation");
    assertEquals(Optional.of("values[\"Group name\"]"), p.answeredBy(group));
    assertTrue(AnswerKeys.namesThePossessor("Applicant's full name", "Name"), "a plain key says nothing of whose");
    assertFalse(AnswerKeys.namesThePossessor("Group leader's full name", "Group name"));
    assertTrue(AnswerKeys.namesThePossessor("Candidate's first name", "Student's first name"), "another word for the same owner");
    assertTrue(AnswerKeys.namesThePossessor("Assessor's parcel number (APN)", "Parcel number"));
    assertTrue(AnswerKeys.namesThePossessor("I have completed this year's security awareness training", "Security training completed"), "a time is no owner");
  }

  @Test
  void aKeyInThePersonsOwnVoiceAnswersABoxAgreeingToWhatItSays() {
    Question contacted = new Question("I agree to be contacted when a box becomes available", QuestionKind.TOGGLE, List.of(), "checkbox", null, true);
    GenericPack p = GenericPack.of(values("Email", "priya@example.org", "Contact me when a place is free", "yes"));
    assertEquals(Optional.of("Contact me when a place is free"), p.consent().decidedBy(contacted.text(), "", List.of(), java.util.Set.of(Commitment.UNREAD)),
        "the person said it in their own voice: contacted and contact are one word");
    GenericPack plain = GenericPack.of(values("Email", "priya@example.org", "Contact", "yes"));
    assertEquals(Optional.empty(), plain.consent().decidedBy(contacted.text(), "", List.of(), java.util.Set.of(Commitment.UNREAD)),
        "a bare key speaks for no one: the person decides");
    Question sharing = new Question("I consent to HR sharing my employment details with the organisation named above", QuestionKind.TOGGLE, List.of(), "checkbox",
        null, true);
    GenericPack share = GenericPack.of(values("Consent to share", "yes"));
    assertEquals(Optional.empty(), share.consent().decidedBy(sharing.text(), "", List.of(), java.util.Set.of(Commitment.SHARING_PERSONAL_DATA)),
        "sharing data is never decided ahead, whatever a value says");
    assertEquals(java.util.Set.of(Commitment.SHARING_PERSONAL_DATA), dev.autopilot.core.consent.ConsentRules.commitments(sharing.text()));
  }

  @Test
  void aKeyOfPrivacyAnswersABoxThatSaysTheDetailsAreKeptOrUsedInAnyPersonOfTheVerb() {
    GenericPack p = GenericPack.of(values("Email", "kai@example.org", "Privacy consent", "yes"));
    for (String box : List.of("I agree that the choir keeps my details for membership purposes",
        "I agree that the hostel uses these details to answer my enquiry")) {
      Question q = new Question(box, QuestionKind.TOGGLE, List.of(), "checkbox", null, true);
      assertEquals(java.util.Set.of(Commitment.DATA_PROCESSING), dev.autopilot.core.consent.ConsentRules.commitments(box), box);
      assertEquals(Optional.of("values[\"Privacy consent\"]"), p.answeredBy(q), box);
    }
  }

  @Test
  void aSectionThatAsksWhoSomeoneIsMakesItsNameTheirsNotThePersons() {
    FieldMeanings m = FieldMeanings.standard();
    assertTrue(m.aboutSomeoneElse("Who owes you?: Name of the person or business"));
    assertEquals(false, m.aboutSomeoneElse("Who needs care?"), "a question of options that asks who lets its options say");
    assertEquals(false, m.aboutSomeoneElse("Who are you?: Full name"));
    assertTrue(FieldMeanings.sectionAsksWhoElse("Who owes you?"));
    assertEquals(false, FieldMeanings.sectionAsksWhoElse("Who are you?"));
    assertEquals(false, FieldMeanings.sectionAsksWhoElse("Your details"));
    GenericPack p = GenericPack.of(values("My name", "Gareth Hughes", "Who owes me", "Castle Lettings Ltd"));
    assertEquals(t("Gareth Hughes"), p.answer(text("Your full name")));
    assertEquals(t("Castle Lettings Ltd"), p.answer(text("Who owes you?: Name of the person or business")), "never the person's own name");
  }

  @Test
  void aKeyThatMeetsWordsOfABoxsOwnStatementIsNoOptionNamedForItsGroup() {
    GenericPack p = GenericPack.of(values("Previous GP", "Dr Amara Osei, Hightown Surgery", "Newsletters", "Morning Briefing"));
    Question records = new Question("Declarations: I confirm these details are correct and agree that the practice asks my previous GP for my medical records",
        QuestionKind.TOGGLE, List.of(), "checkbox", null, true);
    assertEquals(Optional.of("consent"), p.answeredBy(records), "a box that commits, left to the gate; not silenced by the GP's name");
    Question crosswords = new Question("Newsletters: Crosswords", QuestionKind.TOGGLE, List.of(), "checkbox", null, false);
    assertEquals(Optional.empty(), p.answer(crosswords), "the legend's key lists other options: this box is not named");
  }

  @Test
  void ofTwoKeysOfOneMeaningThatFitAlikeTheOneThePersonWroteAsTheirOwnAnswersAQuestionOfTheirs() {
    GenericPack p = GenericPack.of(values("Rental address", "Flat 2, 41 Rosebery Road", "My address", "9 Larch Close, Croydon"));
    assertEquals(t("9 Larch Close, Croydon"), p.answer(text("Your home or business address")));
    assertEquals(t("Flat 2, 41 Rosebery Road"), p.answer(text("Property address (including flat number)")), "no 'your': the first given stands");
    assertEquals(t("9 Larch Close, Croydon"), p.answer(text("Votre adresse")));
  }

  @Test
  void ofTwoKeysTheQuestionHoldsAlikeTheOneItsCodeNameNamesAnswersIt() {
    GenericPack p = GenericPack.of(values("pick up at", "14:15", "return time", "23:30"));
    Question q = new Question("Return pick-up time", QuestionKind.TEXT, List.of(), "time", null, false, "return_time");
    assertEquals(t("23:30"), p.answer(q));
    assertEquals(t("14:15"), p.answer(new Question("Pick-up time", QuestionKind.TEXT, List.of(), "time", null, true, "pickup_time")));
  }

  @Test
  void aKeyWhoseEveryWordTheQuestionSaysAnswersItWhenOnlyTheCodeNameMeansAField() {
    GenericPack p = GenericPack.of(values("name", "Kieran Walsh", "business name", "Muddy Paws Walks"));
    Question trading = new Question("Business or trading name (if you have one)", QuestionKind.TEXT, List.of(), "text", null, false, "trading-name");
    assertEquals(t("Muddy Paws Walks"), p.answer(trading), "the code name reads as a person's name; the words name the business");
    assertEquals(t("Kieran Walsh"), p.answer(text("Full name")));
  }

  @Test
  void aQuestionOfSomeoneElsesNameTakesTheKeyThatNamesThemNotThePersons() {
    GenericPack p = GenericPack.of(values("my name", "Laura Fenwick", "birthday girl", "Maisie", "turning", "7"));
    assertEquals(t("Maisie"), p.answer(text("Birthday child's first name")), "'birthday girl' is a person: her value is no date");
    assertEquals(t("Laura Fenwick"), p.answer(text("Parent or carer's name")), "no key shares the owner's words: the person's");
    assertEquals(Optional.empty(), p.answer(text("Birthday child's last name")), "a name of one word has no family name to give");
  }

  @Test
  void aDateInputTakesTheDayAndATimeInputTheTimeOfAValueThatSaysBoth() {
    GenericPack p = GenericPack.of(values("Drop off", "9 March 2027, 8.30am"));
    assertEquals(t("2027-03-09"), p.answer(new Question("Drop-off date", QuestionKind.TEXT, List.of(), "date", null, true)));
    assertEquals(t("08:30"), p.answer(new Question("Drop-off time", QuestionKind.TEXT, List.of(), "time", null, true)));
    assertEquals(t("9 March 2027, 8.30am"), p.answer(text("Drop-off")), "a field of text takes it as written");
  }

  @Test
  void aGivenOrFamilyNameAskedOfAKeyHoldingAWholeNameIsThatPart() {
    GenericPack p = GenericPack.of(values("Kind", "Emma Schubert", "Mama", "Julia Schubert"));
    assertEquals(t("Emma"), p.answer(text("Angaben zum Kind: Vorname")));
    assertEquals(t("Schubert"), p.answer(text("Angaben zum Kind: Nachname")));
  }

  @Test
  void thePersonsOwnNameAnswersAContactNameOverTheNameOfAThing() {
    GenericPack p = GenericPack.of(values("Stall name", "Skyward Kites", "My name", "Rhiannon Blake", "email", "hello@skywardkites.example"));
    assertEquals(t("Rhiannon Blake"), p.answer(text("Contact name")));
    assertEquals(t("Skyward Kites"), p.answer(text("Business or stall name")));
    assertEquals(t("Rhiannon"), p.answer(text("First name")));
    GenericPack gran = GenericPack.of(values("Gran's address", "Rose Cottage, 3 Mill Lane", "My address", "Flat 9, 41 Kelham Square"));
    assertEquals(t("Rose Cottage, 3 Mill Lane"), gran.answer(text("Who's it for?: Address line 1")),
        "a key that speaks of someone is not passed over for the person's own");
  }

  @Test
  void aWholeNameUnderTheWordForAPartIsTheWholeNameWhenNoKeyGivesTheOtherPart() {
    GenericPack fr = GenericPack.of(values("Nom", "Hélène Dupuis", "Courriel", "helene.dupuis@example.fr"));
    assertEquals(t("Dupuis"), fr.answer(text("Nom")), "the page's 'Nom' beside 'Prénom' is the family name");
    assertEquals(t("Hélène"), fr.answer(text("Prénom")));
    GenericPack es = GenericPack.of(values("Nombre", "Carmen Villalba Ortiz", "Email", "carmen@example.es"));
    assertEquals(t("Carmen"), es.answer(text("Nombre")));
    assertEquals(t("Villalba Ortiz"), es.answer(text("Apellidos")), "both surnames");

    GenericPack parts = GenericPack.of(values("Nom", "Dupuis Martin", "Prénom", "Hélène"));
    assertEquals(t("Dupuis Martin"), parts.answer(text("Nom")), "beside a given name of its own, 'Nom' is the family name, whole");
    GenericPack compound = GenericPack.of(values("Prénom", "Marie Claire", "Email", "mc@example.fr"));
    assertEquals(t("Marie Claire"), compound.answer(text("Prénom")), "a word that only means a part keeps its value whole");
  }

  @Test
  void aPartOfANameWrittenPluralIsThatPartAndAKeyThatSaysWhetherMeansNoField() {
    GenericPack p = GenericPack.of(values("First name", "Lucía", "Surnames", "Martín Ortega", "Email", "lucia@example.es", "Phone", "please don't call"));
    assertEquals(t("Martín Ortega"), p.answer(text("Apellidos")), "'Surnames' is the family name, as 'Apellidos' asks both");
    assertEquals(t("lucia@example.es"), p.answer(text("Email address")));
    assertEquals(Optional.of("tel"), FieldMeanings.standard().ofKey("Phone"), "the words alone read as a phone number");
    assertTrue(p.answer(new Question("May we phone you?", QuestionKind.CHOICE, List.of("Yes", "No"), null, null, false)).isPresent(),
        "a phone's key without a number says whether, not what: it answers the question of whether");
    assertEquals(Optional.empty(), FieldMeanings.standard().of(text("Previous names")), "other plurals ask for more than one");
  }

  @Test
  void anIdentityDocumentsNumberIsOneMeaningInTheSixLanguages() {
    GenericPack p = GenericPack.of(values("Name", "Lucía Martín", "ID number", "54839217K", "Student ID", "2284761"));
    assertEquals(t("54839217K"), p.answer(text("DNI o NIE")));
    assertEquals(t("54839217K"), p.answer(text("证件号码")));
    assertEquals(t("54839217K"), p.answer(text("رقم الهوية")));
    assertEquals(t("2284761"), p.answer(text("Student ID number")), "a key that says whose number it is answers its own question");
  }
}
