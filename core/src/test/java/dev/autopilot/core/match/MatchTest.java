package dev.autopilot.core.match;

import static dev.autopilot.core.match.Match.holds;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class MatchTest {

  @Test
  void aYesOrANoSaidBySayingAgainWhatWasAsked() {
    String q = "Will you need a hand loading it?";
    assertEquals(1, Match.polarityByRestating("it's all at the back of the garage and the cylinder is heavy – I'll need a hand getting it out", q));
    assertEquals(-1, Match.polarityByRestating("we won't need a hand, it's light", q));
    assertEquals(0, Match.polarityByRestating("it's all at the back of the garage", q), "one word or none restated says nothing");
    // French "ne … pas" wraps the verb it denies
    String photos = "Autorisation de photographier les enfants pendant les cours";
    assertEquals(-1, Match.polarityByRestating("je préfère qu'on ne photographie pas les enfants", photos));
    assertEquals(-1, Match.polarityByRestating("je n'autorise pas les photos des enfants", photos));
    assertEquals(0, Match.polarityByRestating("n'importe quel cours", photos));
  }

  @Test
  void whatAnAnswerRefusesNamesNoOptionAndRulesOutTheOptionsItNames() {
    List<String> contact = List.of("Phone call", "Email", "Text message");
    assertEquals(2, Match.optionSharingAWord(contact, "text please – I'm at work all day and can't take calls"));
    List<String> mornings = List.of("Saturday 9 October 2027, 9:30am", "Saturday 6 November 2027, 9:30am", "Thursday 11 November 2027, 6pm");
    assertEquals(1, Match.optionSharingAWord(mornings, "a Saturday, but not in October – we're away for half term"));
    assertEquals(-1, Match.optionSharingAWord(contact, "not by phone"), "a refusal alone names nothing");
  }

  @Test
  void aYesOrANoAsPeopleWriteIt() {
    assertEquals(1, Match.polarity("happy to have one"));
    assertEquals(1, Match.polarity("fine"));
    assertEquals(1, Match.polarity("sure, go ahead"));
    assertEquals(0, Match.polarity("none"), "a value of its own: 'Medical conditions: none' is typed");
    assertEquals(1, Match.optionOfPolarity(List.of("Yes", "No"), "none"), "among a yes and a no, 'none' says no");
    assertEquals(0, Match.polarity("Happy with email"), "a preference, not a yes");
    assertEquals(0, Match.polarity("the older black-and-white girl"));
    assertTrue(Match.saysYes("that's fine"));
    assertEquals(1, Match.polarity("lu et accepté"), "yes words joined say yes");
    assertEquals(1, Match.polarity("read and agreed"));
    assertEquals(0, Match.polarity("tea and cake"));
  }

  @Test
  void textForgivesSpacingButNotCase() {
    assertTrue(holds(ValueKind.TEXT, "  Ada   Lovelace ", "Ada Lovelace"));
    assertTrue(holds(ValueKind.TEXT, "line one\nline two", "line one line two"));
    assertTrue(holds(ValueKind.TEXT, "Ada\u00a0Lovelace", "Ada Lovelace"), "a no-break space is a space");
    assertFalse(holds(ValueKind.TEXT, "Ada", "ada"), "case matters for text");
    assertFalse(holds(ValueKind.TEXT, "Ada", null));
    assertFalse(holds(ValueKind.TEXT, "Ada", ""), "an emptied field never matches");
    assertTrue(holds(ValueKind.TEXT, "2026-01-05", "01/05/2026"), "a text field the page reformats as a US date");
    assertFalse(holds(ValueKind.TEXT, "2026-01-05", "05/01/2026"));
    assertFalse(holds(ValueKind.TEXT, "12", "12.0"), "text fields do not compare numbers");
  }

  @Test
  void emailIgnoresCase() {
    assertTrue(holds(ValueKind.EMAIL, "Ada@Example.COM", " ada@example.com "));
    assertFalse(holds(ValueKind.EMAIL, "ada@example.com", "ada@example.org"));
  }

  @Test
  void phoneComparesDigitsAndForgivesCountryCodes() {
    assertTrue(holds(ValueKind.PHONE, "+1 (555) 010-2000", "15550102000"));
    assertTrue(holds(ValueKind.PHONE, "555.010.2000", "(555) 010-2000"));
    assertTrue(holds(ValueKind.PHONE, "+1 555 010 2000", "555 010 2000"), "a page with its own country selector drops the code");
    assertTrue(holds(ValueKind.PHONE, "+44 20 7946 0958", "020 7946 0958"), "the national form keeps a trunk zero");
    assertTrue(holds(ValueKind.PHONE, "0044 20 7946 0958", "+44 20 7946 0958"), "00 is +");
    assertFalse(holds(ValueKind.PHONE, "+44 20 7946 0958", "+1 20 7946 0959"));
    assertFalse(holds(ValueKind.PHONE, "555 010 2000", "555 010 2001"));
    assertFalse(holds(ValueKind.PHONE, "12345", "912345"), "short numbers must match exactly");
    assertTrue(holds(ValueKind.PHONE, "ask me", "ask me"), "no digits: plain comparison");
    assertFalse(holds(ValueKind.PHONE, "ask me", "ask you"));
  }

  @Test
  void numbersCompareByValue() {
    assertTrue(holds(ValueKind.NUMBER, "1,000", "1000"));
    assertTrue(holds(ValueKind.NUMBER, "5.0", "5"));
    assertTrue(holds(ValueKind.NUMBER, "1 000 000", "1000000"));
    assertFalse(holds(ValueKind.NUMBER, "5", "50"));
    assertFalse(holds(ValueKind.NUMBER, "five", "5"));
  }

  @Test
  void datesInEveryWrittenForm() {
    assertTrue(holds(ValueKind.DATE, "01/05/2026", "2026-01-05"), "slashes: month first");
    assertFalse(holds(ValueKind.DATE, "01/05/2026", "2026-05-01"));
    assertTrue(holds(ValueKind.DATE, "05.01.2026", "2026-01-05"), "dots: day first");
    assertTrue(holds(ValueKind.DATE, "13/05/2026", "2026-05-13"), "a first number above 12 is the day");
    assertTrue(holds(ValueKind.DATE, "January 5, 2026", "2026-01-05"));
    assertTrue(holds(ValueKind.DATE, "5 Jan 2026", "01/05/2026"));
    assertFalse(holds(ValueKind.DATE, "01/05/2026", ""), "a date input that refused the value");
    assertFalse(holds(ValueKind.DATE, "soon", "2026-01-05"));
  }

  @Test
  void timesMonthsWeeksAndDateTimes() {
    assertTrue(holds(ValueKind.TIME, "9:30 PM", "21:30"));
    assertTrue(holds(ValueKind.TIME, "12:15 a.m.", "00:15"));
    assertFalse(holds(ValueKind.TIME, "9:30 AM", "21:30"));
    assertTrue(holds(ValueKind.DATETIME_LOCAL, "2026-01-05 09:30", "2026-01-05T09:30"));
    assertTrue(holds(ValueKind.DATETIME_LOCAL, "01/05/2026 9:30 PM", "2026-01-05T21:30"));
    assertFalse(holds(ValueKind.DATETIME_LOCAL, "2026-01-05 09:30", "2026-01-05T09:31"));
    assertTrue(holds(ValueKind.MONTH, "01/2026", "2026-01"));
    assertTrue(holds(ValueKind.MONTH, "January 2026", "2026-01"));
    assertFalse(holds(ValueKind.MONTH, "02/2026", "2026-01"));
    assertTrue(holds(ValueKind.WEEK, "Week 2, 2026", "2026-W02"));
    assertFalse(holds(ValueKind.WEEK, "2026-W03", "2026-W02"));
  }

  @Test
  void optionsByLabelOrValueIgnoringCaseAndSpacing() {
    assertTrue(holds(ValueKind.OPTION, "san  francisco", "San Francisco"));
    assertFalse(holds(ValueKind.OPTION, "San", "San Francisco"));
    assertFalse(Match.sameOption("x", null));
    assertTrue(Match.anyOption("sf", List.of("San Francisco", "SF")));
    assertFalse(Match.anyOption("LA", List.of("San Francisco", "SF")));
  }

  @Test
  void filesByName() {
    assertTrue(holds(ValueKind.FILE, "cv.pdf", "cv.pdf"));
    assertTrue(holds(ValueKind.FILE, "cv.pdf", "C:\\fakepath\\cv.pdf"));
    assertTrue(holds(ValueKind.FILE, "cv.pdf", "letter.pdf, cv.pdf"));
    assertFalse(holds(ValueKind.FILE, "cv.pdf", "old-cv.pdf"), "a name that only contains the wanted one");
    assertFalse(holds(ValueKind.FILE, "cv.pdf", ""));
  }

  @Test
  void togglesBySayingYesOrNo() {
    assertTrue(holds(ValueKind.TOGGLE, "Yes", "true"));
    assertTrue(holds(ValueKind.TOGGLE, "no", "false"));
    assertFalse(holds(ValueKind.TOGGLE, "on", "off"));
    assertTrue(Match.isYes(" Agree "), "agree is yes");
    // the model plan validator kept its own list: "I accept" was yes there and no here, "checked" the other way round
    assertTrue(Match.isYes("I  accept"));
    assertTrue(Match.isYes("checked"));
    assertFalse(Match.isYes("maybe"));
  }

  @Test
  void helpers() {
    assertEquals("a b", Match.collapse("\t a \u00a0\n b "));
    assertEquals("a b", Match.key(" A  B"));
    assertEquals("15550102000", Match.digits("+1 (555) 010-2000"));
  }

  private static dev.autopilot.core.model.SemanticElement textbox(java.util.Map<String, String> attributes) {
    return new dev.autopilot.core.model.SemanticElement("e1", dev.autopilot.core.model.Role.TEXTBOX, "Start date", null, null, true, false, null,
        true, null, List.of(), "text", attributes, false);
  }

  @Test
  void aDateWidgetsFormatSaysWhichDayItsTextMeans() {
    var dayFirst = textbox(java.util.Map.of("format", "dd/MM/yyyy"));
    assertTrue(holds(dayFirst, "2026-05-01", "01/05/2026"), "day first in the widget's format");
    assertFalse(holds(dayFirst, "2026-01-05", "01/05/2026"), "not May 1 read month first");
    var plain = textbox(java.util.Map.of());
    assertTrue(holds(plain, "2026-01-05", "01/05/2026"), "without a format, slashes read month first");
    assertTrue(holds(plain, "2026-09-01", "Tue Sep 01 2026"), "a picker showing Date.toDateString");
    assertFalse(holds(plain, "2026-09-02", "Tue Sep 01 2026"));
  }

  @Test
  void yesIsSaidInManyWaysAndLanguages() {
    for (String yes : List.of("Understood", "confirmed", "I confirm", "agreed", "Ja", "oui", "sí", "是", "نعم")) {
      assertTrue(Match.isYes(yes), yes);
    }
    for (String no : List.of("no", "nein", "non", "not understood", "later")) {
      assertFalse(Match.isYes(no), no);
    }
  }

  @Test
  void aCountryPicksTheOptionNamingItInAnotherLanguageOrByItsCode() {
    assertEquals(1, Match.bestOption(List.of("Canada", "United States", "Mexico"), "USA"));
    assertEquals(2, Match.bestOption(List.of("Österreich", "Schweiz", "Deutschland"), "Germany"));
    assertEquals(0, Match.bestOption(List.of("JP", "KR"), "Japan"));
    assertEquals(1, Match.bestOption(List.of("Irlande", "Royaume-Uni"), "UK"));
    assertEquals(1, Match.bestOption(List.of("Georgia (country)", "Georgia", "Alabama"), "Georgia"), "the same words come first");
    assertEquals(-1, Match.bestOption(List.of("Norway", "Sweden"), "no"), "the word 'no' names no country");
    assertEquals(-1, Match.bestOption(List.of("Red", "Blue"), "France"));
  }

  @Test
  void anOptionWhoseWordsHoldTheAnswersOrAreHeldByThemIsTheOne() {
    assertEquals(2, Match.bestOption(List.of("Hotel", "Flights", "Car hire (economy, compact)"), "Compact / economy"));
    assertEquals(1, Match.bestOption(List.of("Immediately", "2–4 weeks", "4–8 weeks"), "in about 2-4 weeks"));
    assertEquals(0, Match.bestOption(List.of("M.A. Linguistics", "B.A. Linguistics"), "Linguistics (MA)"));
    assertEquals(-1, Match.optionByWords(List.of("Small economy car", "Flight"), "Economy"), "one word says too little");
    assertEquals(-1, Match.bestOption(List.of("Car hire (economy)", "Economy car seat"), "car, economy"), "two options hold it");
  }

  @Test
  void aNumberFieldTakesTheOneNumberOfAnAnswerInWords() {
    assertEquals("3", Match.numberFor("3 years"));
    assertEquals("1200", Match.numberFor("about 1,200"));
    assertEquals("165", Match.numberFor("165cm"), "a number is all its digits: never the 16 of 165");
    assertEquals("58", Match.numberFor("58公斤"));
    assertEquals("50", Match.numberFor("about 50mm"));
    assertNull(Match.numberFor("5m"), "metres or a million: not read");
    assertEquals("165", Match.numberFor("165 cm"));
    assertEquals("46.80", Match.numberFor("46.80 USD"));
    assertEquals(null, Match.numberFor("12"), "a number already");
    assertEquals(null, Match.numberFor("2 adults, 1 child"), "two numbers: which is meant is not known");
    assertEquals(null, Match.numberFor("none"));
    assertEquals("2", Match.numberFor("2 (6 et 9 ans)"), "what brackets say explains the number outside them");
    assertEquals("2", Match.numberFor("two (aged 6 and 9)"));
    assertEquals(null, Match.numberFor("(6 and 9)"), "no number outside the brackets: two inside");
  }

  @Test
  void anAnswerPicksTheOneOptionSharingMostOfItsWords() {
    List<String> reasons = List.of("Price", "Product selection", "Free shipping", "Someone recommended you", "I've ordered before");
    assertEquals(3, Match.bestOption(reasons, "Someone recommended the shop"));
    // two options sharing as many words are no choice; one shared word is too little
    assertEquals(-1, Match.optionBySharedWords(List.of("Morning session A", "Morning session B"), "morning session"));
    assertEquals(-1, Match.optionBySharedWords(reasons, "Free delivery next week"));
  }

  @Test
  void aYesOrANoPicksTheOptionOfTheSameSense() {
    assertEquals(1, Match.bestOption(List.of("Ja", "Nein, ich bin neu"), "no"));
    assertEquals(0, Match.bestOption(List.of("Ja", "Nein, ich bin neu"), "yes"));
    assertEquals(0, Match.bestOption(List.of("Joyfully accepts", "Regretfully declines"), "Yes, we'll be there"));
    assertEquals(1, Match.bestOption(List.of("Joyfully accepts", "Regretfully declines"), "No, sadly"));
    assertEquals(1, Match.bestOption(List.of("I can't make it", "I'll be there"), "yes"));
    assertEquals(0, Match.bestOption(List.of("Oui", "Non"), "yes"));
  }

  @Test
  void aYesOrANoPicksNothingWhereTheOptionsDoNotSayIt() {
    assertEquals(-1, Match.bestOption(List.of("I'm a new patient", "I've been here before"), "yes"), "neither is a negation");
    assertEquals(-1, Match.bestOption(List.of("Nein danke", "Nein, nie", "Ja, gern"), "no"), "two options say no");
    assertEquals(-1, Match.bestOption(List.of("Not now", "Later", "Never"), "yes"), "three options: no pair to oppose");
    assertEquals(-1, Match.optionOfPolarity(List.of("1 guest", "No guests"), "1"), "a count is no yes");
  }

  @Test
  void aValueOfSeveralItemsNamesSeveralOptions() {
    List<String> courses = List.of("CS 301 — Algorithms (3 cr) · MWF 9:00", "CS 340 — Operating Systems (4 cr)", "MATH 240 — Linear Algebra (3 cr) · MWF 13:00");
    assertEquals(List.of(0, 2), Match.optionsNamed(courses, "CS 301 Algorithms and MATH 240 Linear Algebra"));
    List<String> help = List.of("Set building", "Costumes", "Front of house");
    assertEquals(List.of(0), Match.optionsNamed(help, "set building"));
    assertEquals(List.of(2, 1), Match.optionsNamed(help, "Front of house; costumes"));
    // the Arabic comma separates a list as the Latin one does (the tenth corpus's neighbourhood watch)
    assertEquals(List.of(1, 2), Match.optionsNamed(List.of("صباحًا", "مساءً", "عطلة نهاية الأسبوع"), "مساءً، عطلة نهاية الأسبوع"));
    assertEquals(List.of(0), Match.optionsNamed(List.of("Research and development", "Sales"), "Research and development"), "a whole name is not split");
    List<String> genres = List.of("Classics", "Documentaries", "Horror and cult", "World cinema");
    assertEquals(List.of(1, 3), Match.optionsNamed(genres, "documentaries and world cinema"), "each part names one, though the whole names one by its words");
    assertEquals(List.of(2), Match.optionsNamed(genres, "horror and cult"));
  }

  @Test
  void aValueOfPartsJoinedByAndIsNeverPlacedInPart() {
    List<String> extras = List.of("LED mood lights +£15", "Gazebo cover +£35", "Steps & towel rail +£10");
    // the whole shares two words with the lights; the gazebo would be lost
    assertEquals(List.of(), Match.optionsNamed(extras, "LED lights and the gazebo"), "no option is named whole, nor is each part");
    assertEquals(List.of(0, 1), Match.optionsPlaced(extras, "LED lights and the gazebo", "Make it special"), "placed, each part ticks its own box");
    assertEquals(List.of(), Match.optionsPlaced(extras, "LED lights and a hammock", "Make it special"), "a part placed nowhere places nothing");
    assertEquals(List.of(0), Match.optionsNamed(List.of("Fish & chips supper", "Salad"), "fish and chips"), "every part meets the one option");
  }

  @Test
  void anAnswerWithANoteNamesTheOptionItsAnswerNames() {
    List<String> levels = List.of("Complete beginner", "Some experience (about Grade 1–3)", "Intermediate (Grade 4–6)", "Advanced (Grade 7 and above)");
    assertEquals(0, Match.bestOption(levels, "beginner, never played"));
    assertEquals(0, Match.bestOption(levels, "beginner (never played)"));
    assertEquals(-1, Match.bestOption(levels, "beginner, or advanced"), "two options named: no one answer");
    assertEquals(-1, Match.bestOption(levels, "whenever, really"), "no item names an option");
  }

  @Test
  void aValueThatSaysEveryOneNamesEveryOption() {
    List<String> days = List.of("Thursday 4 June", "Friday 5 June");
    assertEquals(List.of(0, 1), Match.optionsNamed(days, "both days", "Days attending"));
    assertEquals(List.of(0, 1), Match.optionsNamed(days, "both", "Which days will you attend?"));
    assertEquals(List.of(0, 1), Match.optionsNamed(List.of("Donnerstag", "Freitag"), "beide Tage", "An welchen Tagen nehmen Sie teil?"));
    List<String> week = List.of("Monday", "Tuesday", "Wednesday", "Saturday");
    assertEquals(List.of(), Match.optionsNamed(week, "both", "Days"), "both of four is no answer");
    assertEquals(List.of(0, 1, 2, 3), Match.optionsNamed(week, "all of them", "Days you can help"));
    assertEquals(List.of(), Match.optionsNamed(week, "all weekdays", "Days you can help"), "a noun the question does not say names a part");
    assertEquals(List.of(1), Match.optionsNamed(week, "Tuesday", "Days"), "a value naming an option names it");
    assertEquals(List.of(0, 1, 2), Match.optionsNamed(List.of("صباحًا", "مساءً", "عطلة نهاية الأسبوع"), "الكل", "الأوقات المناسبة"));
  }

  @Test
  void aValueOfSeveralItemsNamesNothingWhenOneItemFitsNoOption() {
    List<String> help = List.of("Set building", "Costumes", "Front of house");
    assertEquals(List.of(), Match.optionsNamed(help, "set building, lighting"));
    assertEquals(List.of(), Match.optionsNamed(help, "yes"), "a yes answers a box, not a group");
    assertEquals(List.of(), Match.optionsNamed(help, ""));
  }

  @Test
  void anAmountHoldsWithoutTheCurrencySignThePageShowsBesideTheField() {
    assertTrue(Match.holds(ValueKind.TEXT, "$425,000", "425,000"));
    assertTrue(Match.holds(ValueKind.TEXT, "€ 85000", "85,000"));
    assertFalse(Match.holds(ValueKind.TEXT, "$425,000", "42,500"));
    assertFalse(Match.holds(ValueKind.TEXT, "$425,000", "€425,000"), "another currency is another amount");
    assertFalse(Match.holds(ValueKind.TEXT, "425", "425 apples"));
  }

  @Test
  void anOptionThatIsTheAnswersInitialsIsPicked() {
    assertEquals(0, Match.bestOption(List.of("CE", "EE", "ME"), "Computer Engineering"));
    assertEquals(1, Match.bestOption(List.of("Finance", "Human Resources", "Legal"), "HR"));
    assertEquals(2, Match.bestOption(List.of("BA", "BS", "MA"), "Master of Arts"), "linking words do not count");
    assertEquals(-1, Match.bestOption(List.of("CE", "EE"), "Civil engineering or electrical engineering"));
    assertEquals(-1, Match.optionByInitials(List.of("ce", "ee"), "Computer Engineering"), "lower case is a word, not initials");
  }

  @Test
  void anOptionInOtherEndingsAndWithoutWhoseWordsIsNamedByTheSameWords() {
    List<String> services = List.of("New passport", "Passport renewal", "Visa application", "Notarial services");
    assertEquals(1, Match.bestOption(services, "Renew my passport"));
    assertEquals(0, Match.bestOption(services, "a new passport"));
    assertEquals(-1, Match.optionByWords(List.of("Renewal of a passport", "Passport renewal (urgent)"), "Renew my passport"), "two options hold it");
    assertEquals(1, Match.bestOption(List.of("Just me", "My team", "Whole site"), "my whole team"), "beside options that say whose, 'my' counts");
    assertEquals(1, Match.bestOption(List.of("I use a wheelchair", "I have a lasting condition that limits walking", "I cannot use my arms"),
        "my condition limits walking"), "an option with 'my' elsewhere does not make 'my' count");
  }

  @Test
  void anInitialismWithinAnAnswerReadsAsTheWordsOfAnOptionItAbbreviates() {
    List<String> residence = List.of("Select", "In the United States", "Outside the United States");
    assertEquals(1, Match.bestOption(residence, "Los Angeles, in the US"));
    assertEquals(1, Match.bestOption(residence, "in the U.S."));
    assertEquals(2, Match.bestOption(residence, "outside the US"));
    assertEquals(0, Match.bestOption(List.of("EU citizen", "Other nationality"), "Citizen of the European Union"), "the option's initialism, spelled out by the answer");
    assertEquals(-1, Match.optionByInitialsWithin(residence, "Los Angeles, in the UK"), "initials of no option's words: nothing");
    assertEquals(-1, Match.optionByInitialsWithin(List.of("United States", "United Kingdom"), "US or UK"), "two options held: which one is not known");
    assertEquals(-1, Match.optionByInitialsWithin(residence, "in the us"), "lower case is a word, not an initialism");
  }

  @Test
  void anOptionSpelledAlikeInANeighbouringLanguageIsPicked() {
    List<String> diet = List.of("Aucune restriction", "Végétarien", "Végétalien", "Sans gluten", "Halal");
    assertEquals(1, Match.bestOption(diet, "Vegetarian"));
    List<String> workshops = List.of("Aucun", "A1 – Écoconception des services numériques", "A4 – Accessibilité (RGAA) en pratique");
    assertEquals(2, Match.bestOption(workshops, "Accessibility (RGAA)"));
    assertEquals(-1, Match.optionByCognates(List.of("Contractor", "Contributor"), "Contract"), "short of six letters' likeness: nothing");
    assertEquals(-1, Match.optionByCognates(List.of("Vegetariano", "Végétarien"), "Vegetarian"), "two alike: which one is not known");
    List<String> guitars = List.of("Clásica / española", "Acústica", "Eléctrica", "Flamenca");
    assertEquals(1, Match.bestOption(guitars, "acoustic"), "a Romance ending of gender is no difference of its own");
    assertEquals(0, Match.bestOption(List.of("Clásico", "Moderno"), "classic"));
    assertEquals(-1, Match.optionByCognates(List.of("Segunda", "Tercera"), "second"), "stems two letters apart are other words");
  }

  @Test
  void aLongWordEndingAnOptionsWordNamesItAShortOneDoesNot() {
    assertEquals(1, Match.bestOption(List.of("Privat", "Krankenversicherung (gesetzlich)"), "Versicherung"));
    assertEquals(-1, Match.optionByCognates(List.of("By email", "By telephone", "By post"), "Phone"), "a short word inside another names nothing");
    assertEquals(1, Match.bestOption(List.of("By email", "By telephone", "By post"), "Phone"), "the same answer in other words (same-answers.words)");
    assertEquals(-1, Match.bestOption(List.of("JavaScript", "Go", "Rust (stable)"), "Script"));
    assertEquals(0, Match.bestOption(List.of("Seville", "Cordoba"), "Sevilla"));
    assertEquals(0, Match.bestOption(List.of("Mobile phone", "Home telephone"), "phone"), "the same word comes first");
    assertEquals(-1, Match.optionByCognates(List.of("Telephone", "Videophone"), "phone"), "two end in it");
    assertEquals(-1, Match.optionByCognates(List.of("Postcard", "Email"), "card"), "a word of four letters is too short to tell");
  }

  @org.junit.jupiter.api.Test
  void anOptionWithinAShortValueIsPickedAsThePackReadsIt() {
    java.util.List<String> kinds = java.util.List.of("gesetzlich", "privat", "Selbstzahler");
    org.junit.jupiter.api.Assertions.assertEquals(0, Match.bestOption(kinds, "statutory (gesetzlich)"), "the planner picks what the pack said the value names");
    org.junit.jupiter.api.Assertions.assertEquals(1, Match.bestOption(java.util.List.of("Roast chicken", "Maple-glazed salmon"), "Salmon"));
    org.junit.jupiter.api.Assertions.assertEquals(-1, Match.optionWithin(java.util.List.of("Room A", "Room B"), "I would like either room a or room b please"),
        "a long value names nothing this way");
  }

  @Test
  void theOneOptionSharingAWordIsNamedWhenNoOtherSharesAny() {
    List<String> riding = List.of("Never ridden before", "Has had a few lessons", "Confident at walk and trot", "Canters and jumps small fences");
    assertEquals(1, Match.optionSharingAWord(riding, "a few lessons at a holiday camp"));
    List<String> business = List.of("Restaurant, café or canteen", "Takeaway or sandwich shop", "Pub, bar or nightclub");
    assertEquals(1, Match.optionSharingAWord(business, "Chinese takeaway"));
    assertEquals(1, Match.optionSharingAWord(List.of("No shading", "Some shading (trees, chimneys)", "Heavily shaded"), "a little, from a chimney"),
        "a word with another ending");
    List<String> walls = List.of("Solid brick or stone", "Cavity walls – not insulated", "Cavity walls – already filled");
    assertEquals(-1, Match.optionSharingAWord(walls, "cavity walls"), "two options share words: neither");
    assertEquals(1, Match.optionSharingAWord(walls, "cavity walls, not filled"), "what the answer refuses rules 'already filled' out");
    assertEquals(-1, Match.optionSharingAWord(List.of("Year 1", "Year 2"), "2"), "a bare number is no word");
    assertEquals(-1, Match.optionSharingAWord(List.of("Morning", "Evening"), "the"), "a function word says nothing");
    assertEquals(-1, Match.optionSharingAWord(List.of("Morning", "Evening"), "weekends"));
    List<String> sizes = List.of("4/4 (full size)", "3/4", "1/2", "1/4");
    assertEquals(0, Match.optionSharingAWord(sizes, "half size"), "read alone, 'size' names the full size");
    assertEquals(-1, Match.optionSharingAWord(sizes, "half size", "Size"), "a word the question asks names no option");
  }

  @Test
  void aListsItemsAreItsPartsSeparatedAndJoinedByAnd() {
    assertEquals(List.of("Shark Senses", "Plastic Ocean"), Match.listItems("Shark Senses, Plastic Ocean"));
    assertEquals(List.of("bread and pastries", "bread", "pastries", "dairy"), Match.listItems("bread and pastries, dairy"));
    assertEquals(List.of(), Match.listItems("Plastic Ocean"), "one item lists nothing");
  }

  @Test
  void aListIsPlacedItemByItemWhenEachItemAloneSharesAWordWithOneBox() {
    List<String> extras = List.of("Bicycles for the towpath (£20 per bike)", "Welcome food hamper (£45)", "Extra hour of steering tuition (£30)",
        "Secure car parking at the base (£5 a night)");
    assertEquals(List.of(), Match.optionsNamed(extras, "bikes, car parking", "Extras"), "not named whole");
    assertEquals(List.of(0, 3), Match.optionsPlaced(extras, "bikes, car parking", "Extras"));
    assertEquals(List.of(), Match.optionsPlaced(extras, "bikes, a canoe", "Extras"), "an item placed nowhere places none");
    List<String> bus = List.of("Ivory ribbons and bows on the bus", "Bottle of fizz and glasses on board", "Conductor in 1950s uniform with ticket machine",
        "Extra 30 minutes for photographs");
    assertEquals(List.of(0, 2, 3), Match.optionsPlaced(bus, "ribbons and bows, conductor in uniform, extra time for photos", "Extras"),
        "an item names its box by the group's own word too");
    assertEquals(List.of(), Match.optionsPlaced(extras, "yes", "Extras"), "a yes answers each box by itself");
  }

  @Test
  void aBoyOrASonIsMaleAndAGirlOrADaughterFemale() {
    List<String> sexes = List.of("Male", "Female");
    assertEquals(0, Match.optionOfWiderAnswer(sexes, "boy"));
    assertEquals(1, Match.optionOfWiderAnswer(sexes, "Mädchen"));
    assertEquals(0, Match.optionOfWiderAnswer(List.of("Masculino", "Femenino"), "hijo"));
    assertEquals(-1, Match.bestOption(sexes, "boy"), "not by itself evidence that a value answers the question");
  }
}
