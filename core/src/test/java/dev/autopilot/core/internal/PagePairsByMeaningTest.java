package dev.autopilot.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.GenericPack;
import dev.autopilot.core.pack.Question;
import dev.autopilot.core.pack.QuestionKind;
import dev.autopilot.core.pack.TextSimilarity;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The rule that pairs by meaning what words left over, given a model's figures: the figures here
 * are a table, so each guard is seen by itself (the real model's figures are tested in
 * {@code autopilot-semantic}, which runs it). Unlisted pairs are unrelated (0).
 */
class PagePairsByMeaningTest {

  /** A model's figures as a table: "key|text" to the figure. */
  record Table(Map<String, Double> figures) implements TextSimilarity {
    @Override
    public double[][] compare(List<String> left, List<String> right) {
      double[][] out = new double[left.size()][right.size()];
      for (int i = 0; i < left.size(); i++) {
        for (int j = 0; j < right.size(); j++) {
          out[i][j] = figures.getOrDefault(left.get(i) + "|" + right.get(j), left.get(i).equalsIgnoreCase(right.get(j)) ? 1.0 : 0.0);
        }
      }
      return out;
    }

    @Override
    public String version() {
      return "table@1";
    }
  }

  /** A model that cannot run. */
  static final TextSimilarity BROKEN = new TextSimilarity() {
    @Override
    public double[][] compare(List<String> left, List<String> right) {
      throw new IllegalStateException("no runtime on this platform");
    }

    @Override
    public String version() {
      return "broken@1";
    }
  };

  private static GenericPack pack(String... kv) {
    Map<String, String> m = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put(kv[i], kv[i + 1]);
    }
    return GenericPack.of(m);
  }

  private static Question input(String text, String type, boolean required) {
    return new Question(text, QuestionKind.TEXT, List.of(), type, null, required, null);
  }

  private static Question select(String text, String... options) {
    return new Question(text, QuestionKind.CHOICE, List.of(options), null, null, true, null);
  }

  private static Table table(Object... pairs) {
    Map<String, Double> m = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      m.put((String) pairs[i], (Double) pairs[i + 1]);
    }
    return new Table(m);
  }

  @Test
  void aKeyAndAQuestionEachClearlyTheOthersNearestArePairedAndTheRouteSaysSo() {
    // a second date left: the shape alone cannot say which goes where
    GenericPack p = pack("Spotted", "2026-05-03", "Where", "by the river", "Reported", "2026-05-04");
    Question date = input("Date of the sighting", "date", true);
    Question place = input("Nearest town", "text", false);
    Table t = table("Spotted|Date of the sighting", 0.61, "Spotted|Nearest town", 0.2, "Where|Nearest town", 0.3);
    assertEquals(Optional.empty(), PagePairs.of(p, List.of(date, place)).answer(date), "words alone leave it open");
    PagePairs pairs = PagePairs.of(p, List.of(date, place), t);
    assertEquals(Optional.of(new Answer.Text("2026-05-03")), pairs.answer(date));
    assertEquals(Optional.of("values[\"Spotted\"] (nearest in meaning of the keys and questions left, 0.61)"), pairs.answeredBy(date));
    assertEquals(Optional.empty(), pairs.answer(place), "0.3 is below the floor");
  }

  @Test
  void aQuestionOfTheStandardVocabularyTakesNoKeyByMeaning() {
    // "Date of death" is no birthday, however near a model puts the words
    GenericPack p = pack("Date of death", "2026-01-09");
    Question birth = input("Date of birth", "date", true);
    PagePairs pairs = PagePairs.of(p, List.of(birth), table("Date of death|Date of birth", 0.9));
    assertEquals(Optional.empty(), pairs.answer(birth));
  }

  @Test
  void aKeyNearTwoQuestionsOrAQuestionNearTwoKeysGetsNothing() {
    GenericPack p = pack("Spotted", "2026-05-03");
    Question first = input("Date of the first sighting", "date", true);
    Question last = input("Date of the last sighting", "date", true);
    PagePairs pairs = PagePairs.of(p, List.of(first, last), table("Spotted|Date of the first sighting", 0.62, "Spotted|Date of the last sighting", 0.58));
    assertEquals(Optional.empty(), pairs.answer(first));
    assertEquals(Optional.empty(), pairs.answer(last));

    GenericPack two = pack("Kick-off", "2026-05-03", "Commencing", "2026-06-01");
    Question when = input("When should care start?", "date", true);
    PagePairs either = PagePairs.of(two, List.of(when), table("Kick-off|When should care start?", 0.6, "Commencing|When should care start?", 0.55));
    assertEquals(Optional.empty(), either.answer(when));
  }

  @Test
  void aValueTheFieldCannotHoldIsNoAnswerHoweverNearItsKey() {
    GenericPack p = pack("Spotted", "last spring", "Publish", "yes");
    Question date = input("Date of the sighting", "date", true);
    Question credit = input("Name to credit", "text", false);
    PagePairs pairs = PagePairs.of(p, List.of(date, credit), table("Spotted|Date of the sighting", 0.8, "Publish|Name to credit", 0.7));
    assertEquals(Optional.empty(), pairs.answer(date), "no date input holds 'last spring'");
    assertEquals(Optional.empty(), pairs.answer(credit), "a bare yes goes into no box of text");
  }

  @Test
  void aQuestionOfOptionsTakesOnlyAValueThatNamesOneOfThemByWordsOrClearlyByMeaning() {
    Question size = select("Size", "Small", "Medium", "Large");
    Table near = table("How big|Size", 0.8);
    assertEquals(Optional.of(new Answer.Choice("medium, about 12 kg")), PagePairs.of(pack("How big", "medium, about 12 kg"), List.of(size), near).answer(size));
    assertEquals(Optional.empty(), PagePairs.of(pack("How big", "roughly twelve kilos"), List.of(size), near).answer(size),
        "a value that names no option is no answer to it, however near its key");

    Question who = select("Who needs care?", "Me", "My parent", "Another relative");
    // "my stepdad": no word of it names an option (a stepfather is in no group of same-answers.words), only meaning can
    Table stepdad = table("Looking after|Who needs care?", 0.6, "my stepdad|Me", 0.33, "my stepdad|My parent", 0.76, "my stepdad|Another relative", 0.43);
    assertEquals(Optional.of(new Answer.Choice("my stepdad")), PagePairs.of(pack("Looking after", "my stepdad"), List.of(who), stepdad).answer(who));
    Table close = table("Looking after|Who needs care?", 0.6, "my stepdad|Me", 0.7, "my stepdad|My parent", 0.76, "my stepdad|Another relative", 0.43);
    assertEquals(Optional.empty(), PagePairs.of(pack("Looking after", "my stepdad"), List.of(who), close).answer(who), "0.76 is not clearly above 0.70");
  }

  @Test
  void anOptionByMeaningNeedsTheFloorTheMarginAndAValueOfNoCommonKind() {
    Table t = table("my mum|Me", 0.52, "my mum|My parent", 0.79, "my mum|Another relative", 0.39, "dentist|Doctor", 0.54, "dentist|Hospital", 0.36,
        "yes|Agree", 0.9, "yes|Disagree", 0.2);
    assertEquals(1, ByMeaning.option(t, List.of("Me", "My parent", "Another relative"), "my mum"));
    assertEquals(-1, ByMeaning.option(t, List.of("Doctor", "Hospital"), "dentist"), "0.54 is below the floor: the person's answer is not among them");
    assertEquals(-1, ByMeaning.option(t, List.of("Agree", "Disagree"), "yes"), "a yes is read by words alone");
    assertEquals(-1, ByMeaning.option(null, List.of("Me", "My parent"), "my mum"), "no model, no reading by meaning");
    assertEquals(-1, ByMeaning.option(BROKEN, List.of("Me", "My parent"), "my mum"));
  }

  @Test
  void aModelThatFailsLeavesThePairingOfWordsAsItWas() {
    GenericPack p = pack("Date seen", "2026-05-03", "Email", "ines@example.org");
    Question date = input("Date of the sighting", "date", true);
    Question email = input("Email", "email", true);
    PagePairs words = PagePairs.of(p, List.of(date, email));
    PagePairs failed = PagePairs.of(p, List.of(date, email), BROKEN);
    for (Question q : List.of(date, email)) {
      assertEquals(words.answer(q), failed.answer(q));
      assertEquals(words.answeredBy(q), failed.answeredBy(q));
    }
  }

  @Test
  void thePlannersVersionNamesTheModelSoTheLocatorCacheKeepsTheirChoicesApart() {
    GenericPack p = pack("Name", "Ines");
    assertEquals("rules@1", new RulePlanner(p).version());
    assertTrue(new RulePlanner(p, table()).version().toLowerCase(Locale.ROOT).endsWith("+table@1"));
  }
}
