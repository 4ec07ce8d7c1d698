package dev.autopilot.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Options worded otherwise than the answer: a compound German leaves unfinished, a comparison, the thing named again, a unit. */
class OptionWordingTest {
  static final List<String> FAKULTAETEN = List.of("Philosophische Fakultät", "Mathematisch-Naturwissenschaftliche Fakultät",
      "Wirtschafts- und Sozialwissenschaften", "Medizinische Fakultät", "Technische Fakultät");

  @Test
  void aCompoundLeftUnfinishedIsCompletedByTheWordAfterIt() {
    assertEquals(2, Match.bestOption(FAKULTAETEN, "Wirtschaftswissenschaften"));
    assertEquals(2, Match.bestOption(FAKULTAETEN, "Sozialwissenschaften"));
    assertEquals(1, Match.bestOption(List.of("Ein- oder Zweizimmerwohnung", "Drei- oder Vierzimmerwohnung"), "Vierzimmerwohnung"));
    assertEquals(-1, Match.bestOption(FAKULTAETEN, "Rechtswissenschaften"), "no option holds it, completed or not");
    assertEquals(-1, Match.optionOfElidedCompound(List.of("Vor- und Nachmittag", "Abend"), "Wirtschaftswissenschaften"), "the answer's word does not complete it");
  }

  @Test
  void moreThanIsOverAndLessThanIsUnder() {
    List<String> lastTest = List.of("Less than a year ago", "One to two years ago", "Over two years ago", "Never");
    assertEquals(2, Match.bestOption(lastTest, "more than two years ago"));
    assertEquals(0, Match.bestOption(List.of("Under a year", "Over a year"), "less than a year"));
    assertEquals(1, Match.bestOption(List.of("Weniger als ein Jahr", "Über ein Jahr"), "mehr als ein Jahr"));
    assertEquals(-1, Match.optionOfSameComparison(List.of("Never", "Recently"), "two years ago"), "no comparison on either side");
  }

  @Test
  void theThingNamedAgainBesideTheChoiceIsSetAside() {
    List<String> sizes = List.of("Small (1–2 people)", "Medium (2–3 people)", "Family (4–5 people)");
    assertEquals(-1, Match.bestOption(sizes, "family box"));
    assertEquals(2, Match.optionNamedBesides(sizes, "family box", "Box Box size"));
    assertEquals(-1, Match.optionNamedBesides(sizes, "box", "Box Box size"), "nothing is left to name an option");
    assertEquals(-1, Match.optionNamedBesides(sizes, "large family", "Box Box size"), "nothing was set aside");
  }

  @Test
  void aNumberInTheUnitTheQuestionAsksIn() {
    assertEquals("7.2", Match.numberInTheQuestionsUnit("7.2 m", "Length of your house (metres)"));
    assertEquals("14.5", Match.numberInTheQuestionsUnit("14.5 metres", "Length of scaffold length Metres"), "the unit written as its word");
    assertNull(Match.numberInTheQuestionsUnit("14.5 metres", "Length of scaffold (cm)"));
    assertNull(Match.numberInTheQuestionsUnit("3 apples", "How many (metres)"), "a word that names no unit");
    assertEquals("12.5", Match.numberInTheQuestionsUnit("12,5 m", "Länge (m)"));
    assertEquals("80", Match.numberInTheQuestionsUnit("80 cm", "Hauteur en centimètres"));
    assertNull(Match.numberInTheQuestionsUnit("7.2 m", "Annual turnover"), "the question names no unit: m may be a million");
    assertNull(Match.numberInTheQuestionsUnit("80 cm", "Length (metres)"), "another unit is never converted");
    assertNull(Match.numberInTheQuestionsUnit("about 7 m", "Length (m)"), "a number and a unit only");
  }

  @Test
  void whoSaysItDoesNotChangeWhatIsSaid() {
    List<String> home = List.of("I own my home", "I rent privately", "I rent from the council or a housing association", "Other");
    assertEquals(0, Match.bestOption(home, "we own our home"));
    assertEquals(1, Match.bestOption(home, "we rent privately"));
  }
}
