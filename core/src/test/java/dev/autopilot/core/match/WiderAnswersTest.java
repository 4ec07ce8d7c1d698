package dev.autopilot.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A person named more narrowly than the options: the nearest wider option, never a guess between two, and no evidence by itself. */
class WiderAnswersTest {
  static final List<String> WHO_DIED = List.of("Spouse or partner", "Child", "Parent or step-parent", "Brother or sister", "Grandparent",
      "Someone else close to me");
  static final List<String> WHO_NEEDS_CARE = List.of("Me", "My parent", "My husband, wife or partner", "Another relative", "A friend or neighbour");

  @Test
  void aNarrowerPersonPicksTheWiderOption() {
    assertEquals(4, Match.optionOfWiderAnswer(WHO_DIED, "my grandmother"));
    assertEquals(2, Match.optionOfWiderAnswer(WHO_DIED, "my father"));
    assertEquals(3, Match.optionOfWiderAnswer(WHO_DIED, "sister"));
    assertEquals(1, Match.optionOfWiderAnswer(WHO_NEEDS_CARE, "my mum"), "the nearest wider group, not 'Another relative'");
    assertEquals(1, Match.optionOfWiderAnswer(List.of("Myself", "A parent", "My spouse or partner", "Someone else"), "my mother"));
    assertEquals(1, Match.optionOfWiderAnswer(List.of("Ich selbst", "Ein Elternteil", "Andere"), "meine Mutter"));
    assertEquals(-1, Match.bestOption(WHO_DIED, "my grandmother"), "a narrower person is no evidence of the question: only a key already paired places it");
  }

  @Test
  void theNarrowerOptionItselfWinsAndTwoWiderOnesPickNothing() {
    assertEquals(0, Match.bestOption(List.of("Mother", "Father", "Guardian"), "my mum"));
    assertEquals(-1, Match.optionOfWiderAnswer(List.of("Mother", "Father", "Guardian"), "my mum"), "the option of the person's own group is the answer");
    assertEquals(-1, Match.optionOfWiderAnswer(List.of("Parent", "Parent or guardian", "Other"), "my dad"), "two options name a parent");
    assertEquals(-1, Match.optionOfWiderAnswer(WHO_NEEDS_CARE, "my aunt"), "an aunt is in no group here: nothing is guessed");
  }
}
