package dev.autopilot.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class NumberRangesTest {
  static final List<String> INCOME = List.of("Select a range", "Under $25,000", "$25,000 – $49,999", "$50,000 – $99,999", "$100,000 – $199,999",
      "$200,000 or more");
  static final List<String> SIZE = List.of("1-10", "11-50", "51-200", "201-500", "501-1,000", "1,000+");

  @Test
  void anAmountOrACountPicksTheRangeThatHoldsIt() {
    assertEquals(3, Match.bestOption(INCOME, "$72,000"));
    assertEquals(1, Match.bestOption(INCOME, "18000"));
    assertEquals(5, Match.bestOption(INCOME, "$250k"));
    assertEquals(3, Match.bestOption(SIZE, "about 300"));
    assertEquals(1, Match.bestOption(SIZE, "25"));
    assertEquals(5, Match.bestOption(SIZE, "5000 people"));
  }

  @Test
  void aValueThatIsARangePicksTheOneOptionSpanningIt() {
    List<String> height = List.of("Under 2 m", "2 – 3 m", "3 – 5 m", "Over 5 m");
    assertEquals(1, Match.bestOption(height, "2-3m"), "the same range, written tight");
    assertEquals(2, Match.bestOption(SIZE, "between 60 and 80"));
    assertEquals(-1, Match.bestOption(SIZE, "10-50"), "a range across two options picks neither");
    assertEquals(-1, Match.bestOption(SIZE, "2027-11-30"), "a date is no range");
  }

  @Test
  void anMAfterANumberIsAMillionOnlyInATextOfMoney() {
    List<String> height = List.of("Under 2 m", "2 – 3 m", "3 – 5 m", "Over 5 m");
    assertEquals(1, Match.bestOption(height, "2.5m"), "metres: 2.5 lies between 2 and 3");
    assertEquals(2, Match.bestOption(height, "about 4 metres"));
    List<String> turnover = List.of("Under £1m", "£1–5m", "£5m – £20m", "Over £20m");
    assertEquals(1, Match.bestOption(turnover, "£2.5m"), "one scale, written once, is both ends'");
    assertEquals(1, Match.bestOption(turnover, "3m"), "a bare 'm' among options of money is a million");
    assertEquals(0, Match.bestOption(List.of("£500 – £2m", "Over £2m"), "£800"), "500 – 2m keeps 500");
  }

  @Test
  void optionsThatAreNotRangesPickNothing() {
    assertEquals(-1, Match.bestOption(List.of("Morning", "Evening"), "9"));
    assertEquals(-1, Match.bestOption(SIZE, "none"));
    assertEquals(2, Match.bestOption(List.of("1", "2", "3"), "3"), "an equal option still wins by its text");
  }

  @Test
  void numbersSpelledInWordsOrWithAScaleAreRead() {
    assertEquals("2", Match.numberFor("two"));
    assertEquals("25", Match.numberFor("twenty-five guests"));
    assertEquals("350000", Match.numberFor("$350k"));
    assertEquals("1200000", Match.numberFor("$1.2m"));
    assertEquals(null, Match.numberFor("5m"), "metres, perhaps: not a million");
    assertEquals(null, Match.numberFor("once a week"), "an English word that is a Spanish number stays a word");
    assertEquals(1, Match.bestOption(List.of("1 guest", "2 guests", "3 guests"), "two"));
    assertEquals(1, Match.bestOption(SIZE, "twenty people"));
    assertEquals(-1, Match.bestOption(List.of("Sept 2027", "Oct 2027"), "seven"), "sept is September here, and no number word of ours");
  }

  @Test
  void yearsBeforeAndAfter() {
    List<String> built = List.of("Before 1919", "1919–1944", "1945–1964", "1965–1990", "After 1990", "Don't know");
    assertEquals(0, Match.bestOption(built, "around 1890"));
    assertEquals(2, Match.bestOption(built, "1950"));
    assertEquals(4, Match.bestOption(built, "2004"));
    assertEquals(0, Match.bestOption(List.of("vor 1950", "nach 1950"), "1930"));
    assertEquals(-1, Match.bestOption(List.of("Flavor 10", "Flavor 20"), "15"), "'vor' inside a word is no 'before'");
  }

  @Test
  void upToHoldsItsNumberAndTheNarrowestOfNestedRangesIsChosen() {
    List<String> boats = List.of("Compact – sleeps 2 to 4", "Family – sleeps up to 6", "Large – sleeps up to 8");
    assertEquals(1, Match.bestOption(boats, "6 berth"), "up to 6 holds 6; up to 8 holds it too, but wider");
    assertEquals(2, Match.bestOption(boats, "7 berth"));
    assertEquals(0, Match.bestOption(List.of("Under 18", "Under 25", "25 and over"), "16"), "the narrowest of two upper bounds");
    assertEquals(-1, Match.bestOption(List.of("10 to 20", "15 to 30"), "17"), "ranges side by side: neither");
  }

  @Test
  void ordinalsAreTheirNumbers() {
    assertEquals(1, Match.bestOption(List.of("Year 1", "Year 2", "Year 3"), "2nd year"));
    assertEquals(3, Match.bestOption(List.of("Bajo", "1.º", "2.º", "3.º", "4.º"), "tercero"));
    assertEquals(2, Match.bestOption(List.of("1er étage", "2e étage", "3e étage"), "troisième"));
    assertEquals(0, Match.bestOption(List.of("1st floor", "2nd floor"), "first"));
  }
}
