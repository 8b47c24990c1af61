import SwipeDocument
import SwipeReader

/// What the AT-SPI server answers to a method call on one of its objects, from one snapshot of the
/// tree: AT-SPI2's Accessible, Application, Component, Text, Action and Value interfaces and the
/// Properties of their properties, as Orca 43 asks for them. Pure: a call in, the reply's arguments
/// (or an error) out, and for `DoAction` and setting a Value's `CurrentValue` the action the
/// window's thread is to run.
struct ATSPIResponder {
    let tree: ATSPITree
    /// The server's unique name on the accessibility bus: object references name it.
    let busName: String
    /// The registry's desktop object, the application's parent.
    let desktop: (name: String, path: String)
    /// The application's id, as the registry set it.
    let applicationID: Int32
    /// The locale named to `GetLocale`, e.g. "en_US.UTF-8".
    let locale: String

    /// A call's answer.
    struct Answer: Equatable {
        var arguments: [BusArgument] = []
        /// A D-Bus error's name, when the call fails.
        var error: String?
        /// What the window's thread is to run (`DoAction`).
        var action: AccessibleAction?

        init(_ arguments: [BusArgument]) { self.arguments = arguments }
        init(error: String) { self.error = error }
    }

    static let unknownMethod = "org.freedesktop.DBus.Error.UnknownMethod"
    static let unknownObject = "org.freedesktop.DBus.Error.UnknownObject"
    static let prefix = "org.a11y.atspi."

    /// The answer to `interface.member(arguments)` called on `path`.
    func answer(path: String, interface: String, member: String, _ arguments: [BusValue]) -> Answer {
        if path == ATSPIPath.cache { return cache(member) }
        let object: Object
        if path == ATSPIPath.root {
            object = .application
        } else if let id = ATSPIPath.id(path), let node = tree.node(id) {
            object = .node(node)
        } else {
            return Answer(error: Self.unknownObject)
        }
        if interface == "org.freedesktop.DBus.Properties" {
            return properties(object, member, arguments)
        }
        let number = { (i: Int) -> Int32? in arguments.indices.contains(i) ? arguments[i].number.map { Int32(bitPattern: $0) } : nil }
        let reply: [BusArgument]?
        switch interface.hasPrefix(Self.prefix) ? String(interface.dropFirst(Self.prefix.count)) : interface {
        case "Accessible": reply = accessible(object, member, number)
        case "Application": reply = application(member)
        case "Component": reply = object.node.flatMap { component($0, member, number) }
        case "Text": reply = object.node.flatMap { text($0, member, number) }
        case "Action":
            guard let node = object.node, let action = node.action else { return Answer(error: Self.unknownMethod) }
            if member == "DoAction" {
                var answer = Answer([.boolean(number(0) == 0)])
                if number(0) == 0 { answer.action = action }
                return answer
            }
            reply = self.action(action, member)
        default: reply = nil
        }
        return reply.map { Answer($0) } ?? Answer(error: Self.unknownMethod)
    }

    /// The cache's `GetItems`: empty, so clients ask for each object when they need it (as they
    /// do for any application without a cache): a snapshot may hold thousands of nodes, and a
    /// screen reader reads a few around the focus.
    private func cache(_ member: String) -> Answer {
        guard member == "GetItems" else { return Answer(error: Self.unknownMethod) }
        return Answer([.array(element: "((so)(so)(so)iiassusau)", [])])
    }

    /// What a call is made on.
    enum Object {
        case application
        case node(AccessibleNode)

        var node: AccessibleNode? {
            if case .node(let node) = self { return node }
            return nil
        }
    }

    /// A reference to the node named `id` (`(so)`).
    func reference(_ id: AccessibleID?) -> BusArgument {
        .structure([.string(busName), .objectPath(id.map(ATSPIPath.path) ?? ATSPIPath.null)])
    }

    private var applicationReference: BusArgument { .structure([.string(busName), .objectPath(ATSPIPath.root)]) }

    private func children(_ object: Object) -> [AccessibleNode] {
        switch object {
        case .application: [tree.window]
        case .node(let node): node.children
        }
    }

    private func parent(_ object: Object) -> BusArgument {
        switch object {
        case .application: .structure([.string(desktop.name), .objectPath(desktop.path)])
        case .node(let node): tree.parent(of: node.id).map(reference) ?? applicationReference
        }
    }

    private func interfaces(_ object: Object) -> [String] {
        guard let node = object.node else { return ["Accessible", "Application"].map { Self.prefix + $0 } }
        var names = ["Accessible", "Component"]
        if node.text != nil { names.append("Text") }
        if node.action != nil { names.append("Action") }
        if node.numeric != nil { names.append("Value") }
        return names.map { Self.prefix + $0 }
    }

    private func accessible(_ object: Object, _ member: String, _ number: (Int) -> Int32?) -> [BusArgument]? {
        let node = object.node
        switch member {
        case "GetChildAtIndex":
            let all = children(object), i = Int(number(0) ?? -1)
            return [all.indices.contains(i) ? reference(all[i].id) : reference(nil)]
        case "GetChildren": return [.array(element: "(so)", children(object).map { reference($0.id) })]
        case "GetIndexInParent": return [.int32(Int32(node.map { tree.index(of: $0.id) } ?? -1))]
        case "GetRelationSet": return [.array(element: "(ua(so))", [])]
        case "GetRole": return [.uint32(node?.role.atspiNumber ?? AccessibleRole.atspiApplication)]
        case "GetRoleName", "GetLocalizedRoleName": return [.string(node?.role.atspiName ?? "application")]
        case "GetState":
            let numbers = node.map(tree.atspiStates) ?? []
            return [.array(element: "u", AccessibleStates.atspiWords(numbers).map(BusArgument.uint32))]
        case "GetAttributes":
            var pairs: [(String, String)] = [("toolkit", "swipe-player")]
            if let level = node?.level { pairs.append(("level", String(level))) }
            if let id = node?.id { pairs.append(("id", id.description)) }
            return [.stringDictionary(pairs)]
        case "GetApplication": return [applicationReference]
        case "GetInterfaces": return [.array(element: "s", interfaces(object).map(BusArgument.string))]
        default: return nil
        }
    }

    private func application(_ member: String) -> [BusArgument]? {
        switch member {
        case "GetLocale": [.string(locale)]
        case "GetApplicationBusAddress": [.string("")]
        default: nil
        }
    }

    /// Coordinates are on the screen (type 0), in the window (1) or in the parent (2).
    private func origin(_ type: Int32?, of node: AccessibleNode) -> Point {
        switch type {
        case 1: Point(tree.window.frame.x, tree.window.frame.y)
        case 2: tree.parent(of: node.id).flatMap(tree.node).map { Point($0.frame.x, $0.frame.y) } ?? .zero
        default: .zero
        }
    }

    private func extents(_ r: Rect, _ origin: Point) -> [BusArgument] {
        [Int32(r.x - origin.x), Int32(r.y - origin.y), Int32(r.width), Int32(r.height)].map { .int32($0) }
    }

    private func component(_ node: AccessibleNode, _ member: String, _ number: (Int) -> Int32?) -> [BusArgument]? {
        switch member {
        case "GetExtents": return [.structure(extents(node.frame, origin(number(0), of: node)))]
        case "GetPosition": return Array(extents(node.frame, origin(number(0), of: node)).prefix(2))
        case "GetSize": return Array(extents(node.frame, .zero).suffix(2))
        case "Contains", "GetAccessibleAtPoint":
            let o = origin(number(2), of: node)
            let x = Double(number(0) ?? 0) + o.x, y = Double(number(1) ?? 0) + o.y
            if member == "Contains" { return [.boolean(node.frame.contains(Point(x, y)))] }
            return [reference(tree.node(at: x, y, in: node).map(\.id))]
        case "GetLayer": return [.uint32(node.role == .window ? 7 : 3)]   // window, widget
        case "GetMDIZOrder": return [.int32(0)]
        case "GrabFocus", "ScrollTo", "ScrollToPoint", "SetExtents", "SetPosition", "SetSize": return [.boolean(false)]
        default: return nil
        }
    }

    private func text(_ node: AccessibleNode, _ member: String, _ number: (Int) -> Int32?) -> [BusArgument]? {
        guard let text = node.text else { return nil }
        let string = text.string
        let offset = Int(number(0) ?? 0)
        switch member {
        case "GetText": return [.string(ATSPITextBoundary.substring(string, offset, Int(number(1) ?? -1)))]
        case "GetTextAtOffset", "GetStringAtOffset":
            let boundary = UInt32(bitPattern: number(1) ?? 0)
            // GetStringAtOffset's granularity: 0 character, 1 word, 2 sentence, 3 line, 4 paragraph.
            let range = ATSPITextBoundary.range(in: string, at: offset, boundary: member == "GetStringAtOffset" && boundary > 0 ? boundary * 2 - 1 : boundary)
            return [.string(ATSPITextBoundary.substring(string, range.lowerBound, range.upperBound)), .int32(Int32(range.lowerBound)), .int32(Int32(range.upperBound))]
        case "GetTextBeforeOffset", "GetTextAfterOffset": return [.string(""), .int32(0), .int32(0)]
        case "GetCharacterAtOffset":
            return [.int32(ATSPITextBoundary.substring(string, offset, offset + 1).unicodeScalars.first.map { Int32($0.value) } ?? 0)]
        case "GetNSelections": return [.int32(0)]
        case "GetSelection": return [.int32(0), .int32(0)]
        case "GetAttributes", "GetAttributeRun": return [.stringDictionary([]), .int32(0), .int32(Int32(text.count))]
        case "GetDefaultAttributes", "GetDefaultAttributeSet": return [.stringDictionary([])]
        case "GetCharacterExtents": return extents(node.frame, origin(number(1), of: node))
        case "GetRangeExtents": return extents(node.frame, origin(number(2), of: node))
        case "GetOffsetAtPoint": return [.int32(-1)]
        case "SetCaretOffset", "AddSelection", "RemoveSelection", "SetSelection": return [.boolean(false)]
        default: return nil
        }
    }

    private func action(_ action: AccessibleAction, _ member: String) -> [BusArgument]? {
        switch member {
        case "GetName", "GetLocalizedName": [.string(action.name)]
        case "GetDescription", "GetKeyBinding": [.string("")]
        case "GetActions": [.array(element: "(sss)", [.structure([.string(action.name), .string(""), .string("")])])]
        default: nil
        }
    }

    // MARK: Properties

    /// The properties of `interface` on `object`, in the order `GetAll` gives them.
    func properties(of object: Object, _ interface: String) -> [(String, BusArgument)] {
        switch interface.dropFirst(Self.prefix.count) {
        case "Accessible":
            let node = object.node
            return [("Name", .string(node?.name ?? tree.application)), ("Description", .string(node?.value ?? "")),
                    ("Parent", parent(object)), ("ChildCount", .int32(Int32(children(object).count))),
                    ("Locale", .string(locale)), ("AccessibleId", .string(node?.id.description ?? ""))]
        case "Application" where object.node == nil:
            return [("ToolkitName", .string("swipe-player")), ("Version", .string("1")), ("AtspiVersion", .string("2.1")),
                    ("Id", .int32(applicationID))]
        case "Text":
            guard let text = object.node?.text else { return [] }
            return [("CharacterCount", .int32(Int32(text.count))), ("CaretOffset", .int32(Int32(text.caret ?? 0)))]
        case "Action":
            return [("NActions", .int32(object.node?.action == nil ? 0 : 1))]
        case "Value":
            guard let node = object.node, let number = node.numeric else { return [] }
            return [("MinimumValue", .double(number.minimum)), ("MaximumValue", .double(number.maximum)),
                    ("MinimumIncrement", .double(number.increment)), ("CurrentValue", .double(number.current)), ("Text", .string(node.value ?? ""))]
        default:
            return []
        }
    }

    private func properties(_ object: Object, _ member: String, _ arguments: [BusValue]) -> Answer {
        let interface = arguments.first?.string ?? ""
        switch member {
        case "Get":
            let name = arguments.count > 1 ? arguments[1].string ?? "" : ""
            guard let value = properties(of: object, interface).first(where: { $0.0 == name })?.1 else {
                return Answer(error: "org.freedesktop.DBus.Error.InvalidArgs")
            }
            return Answer([.variant(value)])
        case "GetAll": return Answer([.variantDictionary(properties(of: object, interface))])
        case "Set":
            // A Value's CurrentValue set: the node's action given that number, for the window's thread.
            var answer = Answer([])
            if interface == Self.prefix + "Value", arguments.count > 2, arguments[1].string == "CurrentValue", let value = arguments[2].double {
                answer.action = object.node?.action?.valued(value)
            }
            return answer
        default: return Answer(error: Self.unknownMethod)
        }
    }
}
