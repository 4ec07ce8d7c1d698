package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A Google Form's questions: a heading whose required star names itself ("Required question") labels
 * a text input and a radiogroup; the question is the heading's words without the star or its name.
 */
class GoogleFormsIT extends BrowserTestSupport {
  @Test
  void aRequiredStarThatNamesItselfIsNoPartOfTheQuestion() {
    open("widgets/google-forms.html");
    SemanticSnapshot s = snapshot();
    assertEquals(Role.TEXTBOX, named(s, "Email").role());
    assertTrue(named(s, "Email").required(), "the star says it is required");
    List<String> questions = s.elements().stream().filter(e -> e.role() == Role.RADIO)
        .map(e -> s.groupOf(e).map(g -> g.question()).orElse("")).distinct().toList();
    assertEquals(List.of("Which group would you like to join?"), questions);
  }
}
