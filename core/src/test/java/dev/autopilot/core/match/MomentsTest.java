package dev.autopilot.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.LocalTime;
import java.time.MonthDay;
import java.util.List;
import org.junit.jupiter.api.Test;

class MomentsTest {
  @Test
  void readsTheDayAndTimeWrittenInManyWays() {
    assertEquals(new Moments.Moment(MonthDay.of(3, 16), LocalTime.of(11, 0)), Moments.of("Tuesday March 16, 11am Eastern"));
    assertEquals(new Moments.Moment(MonthDay.of(3, 16), LocalTime.of(11, 0)), Moments.of("Tue, Mar 16 · 11:00 AM ET"));
    assertEquals(new Moments.Moment(MonthDay.of(3, 18), LocalTime.of(8, 0)), Moments.of("Thu, Mar 18 · 8:00 AM GMT"));
    assertEquals(new Moments.Moment(MonthDay.of(3, 16), LocalTime.of(14, 30)), Moments.of("mardi 16 mars à 14h30"));
    assertEquals(new Moments.Moment(MonthDay.of(3, 16), LocalTime.of(16, 0)), Moments.of("2027-03-16 16:00"));
    assertEquals(new Moments.Moment(MonthDay.of(12, 1), null), Moments.of("1. Dezember"));
    assertEquals(new Moments.Moment(null, LocalTime.of(19, 30)), Moments.of("7:30 p.m."));
  }

  @Test
  void twoDaysOrTwoTimesNameNoOneMoment() {
    Moments.Moment m = Moments.of("March 16 or March 18, 9am-5pm");
    assertNull(m.day());
    assertNull(m.time());
  }

  @Test
  void anAnswerPicksTheOneOptionAtTheSameMoment() {
    List<String> sessions = List.of("Select...", "Tue, Mar 16 · 11:00 AM ET", "Thu, Mar 18 · 8:00 AM GMT");
    assertEquals(1, Match.bestOption(sessions, "Tuesday March 16, 11am Eastern"));
    assertEquals(2, Moments.optionAt(sessions, "March 18"));
    // the same day at two times, asked by the day alone, is no choice
    assertEquals(-1, Moments.optionAt(List.of("Mar 16, 9:00", "Mar 16, 14:00"), "March 16"));
    // a day the options do not have picks nothing
    assertEquals(-1, Moments.optionAt(sessions, "March 17, 11am"));
    // words with no moment pick nothing
    assertEquals(-1, Moments.optionAt(sessions, "the first one"));
  }
}
