import java.text.ParseException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.TimeZone;
import org.quartz.CronExpression;

/** Prints Quartz's next fire times for many expressions, zones and start instants as the JSON fixture. */
public class QuartzReference {
  static final String[] ZONES = {"UTC", "Europe/Berlin", "America/New_York", "Asia/Shanghai"};

  static final String[] GENERAL = {
    "* * * * * ?", "0/15 * * * * ?", "*/7 * * * * ?", "5-10 * * * * ?", "58-2 * * * * ?", "10/20 * * * * ?",
    "0 */5 * * * ?", "0 0/25 * * * ?", "30 59 23 * * ?", "0 0 * * * ?", "0 0 */3 * * ?", "0 0 22-2 * * ?",
    "0 0 2 * * ?", "0 30 2 * * ?", "0 30 1 * * ?", "0 0 1,2,3 * * ?", "0 15 10 ? * *", "0 15 10 * * ? 2027",
    "0 15 10 * * ? 2026-2028", "0 0/5 14,18 * * ?", "0 0-5 14 * * ?", "0 10,44 14 ? 3 WED", "0 15 10 ? * MON-FRI",
    "0 15 10 15 * ?", "0 15 10 L * ?", "0 15 10 L-2 * ?", "0 15 10 ? * 6L", "0 15 10 ? * 6L 2026-2028",
    "0 15 10 ? * 6#3", "0 0 12 1/5 * ?", "0 11 11 11 11 ?", "0 0 0 LW * ?", "0 0 0 1W * ?", "0 0 0 15W * ?",
    "0 0 0 31W * ?", "0 0 0 30W * ?", "0 0 0 L-1W * ?", "0 0 0 L-3W * ?", "0 0 0 L-30 * ?", "0 0 0 L-28 * ?",
    "0 0 0 L-27W * ?", "0 0 0 L-5 2 ?", "0 0 0 31 * ?", "0 0 0 30 2 ?", "0 0 0 29 2 ?", "0 0 0 29 2 ? 2100-2110",
    "0 0 0 ? * 2#5", "0 0 0 ? * 1#5", "0 0 0 ? * 7#1", "0 0 0 ? * SUN#1", "0 0 0 ? * FRIL", "0 0 0 ? * 1L",
    "0 0 0 ? * L", "0 0 0 ? * FRI-MON", "0 0 0 ? * 7-2", "0 0 0 ? * 1/3", "0 0 0 ? * */2", "0 0 0 ? * 2,4,6",
    "0 0 0 * JAN-MAR ?", "0 0 0 1 NOV-FEB ?", "0 0 0 1 */5 ?", "0 0 0 1 2/3 ?", "0 0 0 28-3 * ?",
    "0 0 0 25/10 * ?", "0 0 0 1 1 ? 2020", "0 0 0 1 1 ? 2030/2", "0 0 0 1 1 ? */25", "0 0 0 * * ? 2027",
    "0 0 0 ? * MON 2028", "0 0 2 ? * SUN", "0 0 3 ? * SUN", "0 */30 1-3 * * ?", "0 0 0 l * ?",
    "0 0 12 ? jan mon#1", "59 59 23 31 12 ? *", "0 0 2 1 * ?", "0 0 0 1,15 * ?", "0 0 0 1,15W * ?",
    "0 0 8-18/2 ? * MON-FRI", "0 0 0 ? 2 5#5", "0 0 0 ? * 3#4 2027", "15,45 10/15 8-9 * 6-8 ?",
    "0 0 0 5-1 * ?", "0 0 0 ? * 5/2", "0 0 23 L * ? 2026", "0 0 0 1 1 ? 2027,2029", "0 0 0 * * ? 2028-2027",
    "*/0 * * * * ?", "5/0 * * * * ?", "0 0 0 */31 * ?", "0 0 12 ? * 2-6/2", "0 0 0 L 2 ? 2028", "0 0 0 ? * 6L 2027",
  };

  static final String[] DST = {
    "0 30 2 * * ?", "0 0 2 * * ?", "0 30 1 * * ?", "0 0 1 * * ?", "0 0 3 * * ?", "0 0/30 * * * ?",
    "0 0 * * * ?", "0 15 0/2 * * ?", "0 0 2 ? * SUN", "0 59 2 * * ?", "0 0 1-3 * * ?", "*/20 0 2 * * ?",
  };

  static final String[] INVALID = {
    "", "* * * * *", "60 * * * * ?", "* 60 * * * ?", "* * 24 * * ?", "* * * 0 * ?", "* * * 32 * ?",
    "* * * * 13 ?", "* * * * 0 ?", "* * * ? * 8", "* * * ? * 0", "* * * * * *", "* * * ? * ?",
    "* * * 1 * 1", "? * * * * ?", "* * * L,5 * ?", "* * * ? * 1#6", "* * * ? * 1#2,3#4", "* * * ? * 5L,6",
    "*/60 * * * * ?", "* * */24 * * ?", "* * * */32 * ?", "* * * * */13 ?", "* * * ? * */8", "* * * L-31 * ?",
    "* * * 32W * ?", "* * * * FOO ?", "* * * ? * FOO", "* * * 5L * ?", "* * 5W * * ?", "* * * ? * 2W",
    "* * * * * ? 2030-2025", "* * * * JAN-FOO ?", "* * 1# * * ?", "* * * ? * 1#", "* * * 5/ * ?",
  };

  public static void main(String[] args) throws Exception {
    List<String> cases = new ArrayList<>();
    String[] generalFrom = {"2026-03-07T12:00:00Z", "2026-10-24T12:00:00Z", "2028-02-27T12:00:00Z", "2026-12-30T23:59:59Z"};
    String[] dstFrom = {"2026-03-07T12:00:00Z", "2026-03-28T12:00:00Z", "2026-10-24T12:00:00Z", "2026-10-31T12:00:00Z",
      "2030-03-09T12:00:00Z", "2030-10-26T12:00:00Z"};
    for (String zone : ZONES) {
      for (String expression : GENERAL) {
        for (String from : generalFrom) cases.add(run(expression, zone, from, 10));
      }
      for (String expression : DST) {
        for (String from : dstFrom) cases.add(run(expression, zone, from, expression.startsWith("0 0/30") || expression.startsWith("0 0 *") || expression.startsWith("*/20") ? 60 : 4));
      }
    }
    for (String expression : INVALID) cases.add(run(expression, "UTC", "2026-03-07T12:00:00Z", 1));
    System.out.println("[\n" + String.join(",\n", cases) + "\n]");
  }

  static String run(String expression, String zone, String from, int count) {
    System.err.println(expression + " | " + zone + " | " + from);
    StringBuilder out = new StringBuilder();
    out.append("{\"expression\":").append(quote(expression)).append(",\"timeZone\":").append(quote(zone))
      .append(",\"from\":").append(quote(from)).append(",\"count\":").append(count);
    CronExpression cron;
    try {
      cron = new CronExpression(expression);
    } catch (Exception e) {
      return out.append(",\"error\":").append(quote(String.valueOf(e.getMessage()))).append("}").toString();
    }
    cron.setTimeZone(TimeZone.getTimeZone(zone));
    List<String> times = new ArrayList<>();
    Date after = Date.from(Instant.parse(from));
    while (times.size() < count) {
      Date next = cron.getTimeAfter(after);
      if (next == null) break;
      times.add(quote(next.toInstant().toString()));
      after = next;
    }
    return out.append(",\"times\":[").append(String.join(",", times)).append("]}").toString();
  }

  static String quote(String text) {
    return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }
}
