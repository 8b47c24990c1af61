/// Where AT-SPI2's accessibility bus is: `AT_SPI_BUS_ADDRESS` when given, else what the session
/// bus's `org.a11y.Bus` answers to `GetAddress` (which starts the bus launcher if it is not running).
/// Without a session bus there is no accessibility bus to find: the player is then not accessible,
/// silently, and starts no bus of its own.
enum AccessibilityBusAddress {
    static let service = (destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus")

    /// The address given in `environment`, if any.
    static func given(environment: [String: String]) -> String? {
        environment["AT_SPI_BUS_ADDRESS"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The address: given, else asked of the session bus (waiting up to `milliseconds`); nil
    /// without a session bus or an answer.
    static func find(environment: [String: String], milliseconds: Int32 = 2000) -> String? {
        if let address = given(environment: environment) { return address }
        guard let session = BusConnection.sessionAddress(environment: environment), let bus = BusConnection(address: session),
              bus.register() != nil,
              let reply = bus.callAndWait(service.destination, service.path, service.interface, "GetAddress", [], milliseconds: milliseconds),
              reply.isMethodReturn else { return nil }
        return reply.arguments.first?.string.flatMap { $0.isEmpty ? nil : $0 }
    }
}
