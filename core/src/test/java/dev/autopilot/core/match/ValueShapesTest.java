package dev.autopilot.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ValueShapesTest {
  @Test
  void aPhoneTakesTheShapeOfTheExampleInItsError() {
    assertEquals("+12025550147", ValueShapes.reshaped("+1 202 555 0147",
        "Enter the mobile number in international format, without spaces or dashes, for example +442071838750.", null));
    assertEquals("(202) 555-0147", ValueShapes.reshaped("202 555 0147", "Use the format (555) 123-4567", null));
    assertEquals("202-555-0147", ValueShapes.reshaped("(202) 555 0147", "e.g. 555-123-4567", null));
  }

  @Test
  void aPatternDecidesWhenTheErrorShowsNoExample() {
    assertEquals("+12025550147", ValueShapes.reshaped("+1 202 555 0147", "Invalid phone number", "\\+\\d{8,15}"));
    assertNull(ValueShapes.reshaped("+1 202 555 0147", "Invalid phone number", null), "no shape shown: nothing to guess from");
  }

  @Test
  void nothingIsGuessedAndNothingButPhoneNumbersAndDatesAreReshaped() {
    assertNull(ValueShapes.reshaped("202 555 0147", "for example +442071838750", null), "adding a country code would be a guess");
    assertNull(ValueShapes.reshaped("+12025550147", "for example +442071838750", null), "already in shape");
    assertNull(ValueShapes.reshaped("Ada Lovelace", "for example +442071838750", null));
    assertNull(ValueShapes.reshaped("2024-05-01", "for example 01-05-2024", null), "a date is no phone number, and an example alone does not say which part is the day");
    assertNull(ValueShapes.reshaped("05/01/2024", "Use DD.MM.YYYY", null), "a numeric date read one way by one convention and another by another is not rewritten");
    assertNull(ValueShapes.reshaped("2024-05-01", "Use MM/YYYY", null), "no day in the pattern");
  }

  @Test
  void aDateTakesThePatternItsErrorNames() {
    assertEquals("01/05/2024", ValueShapes.reshaped("2024-05-01", "Use DD/MM/YYYY", null));
    assertEquals("17.02.1979", ValueShapes.reshaped("1979-02-17", "Bitte im Format TT.MM.JJJJ eingeben", "\\d{2}\\.\\d{2}\\.\\d{4}"));
    assertEquals("17/02/1979", ValueShapes.reshaped("17 February 1979", "Format attendu : JJ/MM/AAAA", null));
    assertEquals("02-17-1979", ValueShapes.reshaped("February 17, 1979", "Enter as mm-dd-yyyy", null));
    assertTrue(ValueShapes.sameValue("1979-02-17", "17.02.1979"));
    assertFalse(ValueShapes.sameValue("1979-02-17", "18.02.1979"));
  }
}
