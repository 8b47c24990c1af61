import Foundation

/// The dates HTTP headers carry (`Date`, `Expires`, `Last-Modified`), RFC 9110 5.6.7: the
/// preferred "Sun, 06 Nov 1994 08:49:37 GMT" and the obsolete RFC 850 and asctime forms.
public enum HTTPDate {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// The moment `text` names, or nil when it is not an HTTP date (`Expires: 0` is such a value,
    /// and means "already expired" to whoever reads it) or its year is not within 1...9999.
    public static func parse(_ text: String) -> Date? {
        let tokens = text.split(whereSeparator: { " ,:-".contains($0) }).map(String.init)
        // Drop the weekday; what is left is day month year h m s [GMT] or month day h m s year.
        guard tokens.count >= 7 else { return nil }
        let t = Array(tokens.dropFirst())
        // day month year h m s, or month day h m s year (asctime)
        let fields: [String]
        if months.contains(t[1].lowercased()) {
            fields = [t[0], t[1], t[2], t[3], t[4], t[5]]
        } else if months.contains(t[0].lowercased()) {
            fields = [t[1], t[0], t[5], t[2], t[3], t[4]]
        } else {
            return nil
        }
        let numbers = [fields[0]] + fields[2...].map { $0 }
        let values = numbers.compactMap { Int($0) }
        guard values.count == 5, let month = months.firstIndex(of: fields[1].lowercased()) else { return nil }
        let (day, hour, minute, second) = (values[0], values[2], values[3], values[4])
        guard (1...31).contains(day), (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second) else { return nil }
        let year = fields[2].count == 2 ? values[1] + (values[1] < 70 ? 2000 : 1900) : values[1]
        // A year of many digits would overflow the seconds; no server means one.
        guard (1...9999).contains(year) else { return nil }
        let seconds = daysSinceEpoch(year: year, month: month + 1, day: day) * 86_400 + hour * 3600 + minute * 60 + second
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (H. Hinnant's algorithm).
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
