package dev.autopilot.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A yes or a no keyed by the words of one option answers with that option, or, for a no of two options, the other. */
class OptionNamedByKeyTest {
  private static final List<String> PATIENT = List.of("I'm a new patient", "I've been here before");

  @Test
  void aYesPicksTheOptionTheKeyNames() {
    assertEquals(0, Match.optionNamedByKey(PATIENT, "New patient", "yes"));
    assertEquals(0, Match.optionNamedByKey(PATIENT, "new_patient", "Ja"));
  }

  @Test
  void aNoPicksTheOtherOfTwo() {
    assertEquals(1, Match.optionNamedByKey(PATIENT, "New patient", "no"));
    assertEquals(-1, Match.optionNamedByKey(List.of("Email updates", "SMS updates", "Post"), "Email updates", "no"), "of three, a no names none");
  }

  @Test
  void oneWordOfAKeyTwoOptionsOrNoYesDecideNothing() {
    assertEquals(-1, Match.optionNamedByKey(List.of("Weekly newsletter", "Monthly newsletter"), "Newsletter", "yes"), "one word is too little");
    assertEquals(-1, Match.optionNamedByKey(List.of("New patient, adult", "New patient, child"), "New patient", "yes"), "two options hold it");
    assertEquals(-1, Match.optionNamedByKey(PATIENT, "New patient", "Chloe Park"), "no yes or no");
    assertEquals(-1, Match.optionNamedByKey(PATIENT, "Returning customer", "yes"), "the key names no option");
  }
}
