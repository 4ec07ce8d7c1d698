package dev.autopilot.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class DayPartsTest {
  static final List<String> SLOTS = List.of("Saturday Feb 20, 10 am – 1 pm", "Saturday Feb 20, 2 pm – 5 pm", "Sunday Feb 21, 1 pm – 4 pm");
  static final List<String> ARRIVAL = List.of("I'm not sure", "3 pm – 5 pm", "5 pm – 7 pm", "7 pm – 9 pm", "After 9 pm (late check-in)");

  @Test
  void aPartOfTheDayPicksTheOneSpanItHolds() {
    assertEquals(2, Match.bestOption(List.of("egal", "vormittags (8–12 Uhr)", "nachmittags (14–18 Uhr)"), "afternoon"));
    assertEquals(1, Match.bestOption(List.of("egal", "vormittags (8–12 Uhr)", "nachmittags (14–18 Uhr)"), "morning"));
    assertEquals(2, Match.bestOption(List.of("Morning (9–12)", "9:00–12:00", "18:00–21:00"), "evening"));
  }

  @Test
  void theFrenchClockMarksEachHour() {
    List<String> creneaux = List.of("Samedi 10 avril, 9 h – 12 h", "Samedi 10 avril, 14 h – 17 h", "Dimanche 11 avril, 9 h – 12 h");
    assertEquals(0, Match.bestOption(creneaux, "samedi matin"));
    assertEquals(1, Match.bestOption(creneaux, "Saturday afternoon"));
    assertEquals(2, Match.bestOption(creneaux, "dimanche matin"));
    assertEquals(-1, Match.bestOption(creneaux, "matin"), "two mornings: which one is not known");
    assertEquals(-1, Match.bestOption(List.of("Groupe 9 – 12", "Groupe 13 – 17"), "morning"), "no mark of the clock: counts, not hours");
  }

  @Test
  void aWeekdayKeepsOnlyTheOptionsOfThatDay() {
    assertEquals(1, Match.bestOption(SLOTS, "Saturday afternoon"));
    assertEquals(2, Match.bestOption(SLOTS, "Sunday afternoon"));
    assertEquals(0, Match.bestOption(SLOTS, "Saturday morning"));
    assertEquals(-1, Match.bestOption(SLOTS, "afternoon"), "two afternoons: which one is not known");
  }

  @Test
  void aTimeOfDayPicksTheSpanHoldingIt() {
    assertEquals(2, Match.bestOption(ARRIVAL, "around 6pm"));
    assertEquals(4, Match.bestOption(ARRIVAL, "10:30 pm"));
    assertEquals(1, Match.bestOption(ARRIVAL, "4pm"));
    assertEquals(-1, Match.bestOption(ARRIVAL, "around 1pm"), "no span holds it");
  }

  @Test
  void partsOfTheDayNamedInOtherLanguages() {
    assertEquals(1, Match.bestOption(List.of("Vormittags", "Nachmittags", "Abends"), "Afternoon"));
    assertEquals(2, Match.bestOption(List.of("Le matin", "L'après-midi", "Le soir"), "evening"));
    assertEquals(0, Match.bestOption(List.of("上午", "下午"), "morning"));
  }

  @Test
  void numbersWithoutTheClocksMarksAreNoHours() {
    assertEquals(-1, DayParts.optionFor(List.of("10-12", "13-17"), "afternoon"));
    assertEquals(-1, DayParts.optionFor(List.of("April 10-12", "May 3-5"), "3pm"));
    assertEquals(-1, DayParts.optionFor(List.of("Morning", "Evening"), "morning and evening"), "two parts of the day name none");
  }

  @Test
  void anAnswerThatIsASpanPicksTheOptionHoldingMostOfIt() {
    List<String> hut = List.of("Sin determinar", "Antes de las 14:00", "Entre las 14:00 y las 17:00", "Entre las 17:00 y las 19:00",
        "Después de las 19:00 (cena a las 19:30)");
    assertEquals(3, Match.bestOption(hut, "between 5 and 7pm"), "5 takes the pm of 7pm; 'y' joins two hours and 'las' stands before them");
    assertEquals(4, Match.bestOption(hut, "after 8pm"));
    assertEquals(0, Match.bestOption(List.of("Before 2 pm", "2 pm – 5 pm", "After 5 pm"), "9 to 11am"));
    assertEquals(-1, DayParts.optionFor(List.of("8 am – 12 pm", "12 pm – 4 pm"), "10am to 2pm"), "half in each: neither holds most of it");
    assertEquals(0, Match.bestOption(List.of("zwischen 17 und 19 Uhr", "nach 19 Uhr"), "17–19 Uhr"));
  }

  @Test
  void aTimeOfDayIsNoNumberInARange() {
    assertEquals(-1, NumberRanges.optionHolding(List.of("Antes de las 14:00", "Entre las 14:00 y las 17:00"), "between 5 and 7pm"));
    assertEquals(-1, NumberRanges.optionHolding(List.of("Before 14:00", "After 14:00"), "5"), "a clock's options hold no count");
  }
}
