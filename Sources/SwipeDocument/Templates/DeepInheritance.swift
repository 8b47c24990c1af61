/// The merge of an object with its template ("deep inheritance"), exactly as the original engine
/// does it: the object's values win; arrays of objects (such as `elements`) merge item by item,
/// matching items by `id` and appending the rest after the template's; other objects (such as `to`)
/// merge one level deep. Merged values keep their own source offsets.
public enum DeepInheritance {
    public static func merge(_ object: JSONObject, base: JSONObject) -> JSONObject {
        var result = object
        for m in base.members {
            guard let own = object[m.key] else {
                result[m.key, keyOffset: m.keyOffset] = m.value
                continue
            }
            switch (own.value, m.value.value) {
            case (.array(let mine), .array(let theirs)) where isObjectArray(mine) && isObjectArray(theirs):
                result[m.key] = JSONNode(.array(mergeArrays(mine, base: theirs)), offset: own.offset)
            case (.object(let mine), .object(let theirs)):
                var shallow = theirs
                for om in mine.members { shallow[om.key, keyOffset: om.keyOffset] = om.value }
                result[m.key] = JSONNode(.object(shallow), offset: own.offset)
            default:
                break
            }
        }
        return result
    }

    static func isObjectArray(_ items: [JSONNode]) -> Bool { items.allSatisfy { $0.object != nil } }

    static func mergeArrays(_ items: [JSONNode], base: [JSONNode]) -> [JSONNode] {
        var result = base
        var indexById: [String: Int] = [:]
        for (i, b) in base.enumerated() {
            if let id = b.object?["id"]?.string { indexById[id] = i }
        }
        for item in items {
            if let o = item.object, let id = o["id"]?.string, let i = indexById[id], let bo = result[i].object {
                result[i] = JSONNode(.object(merge(o, base: bo)), offset: item.offset)
            } else {
                result.append(item)
            }
        }
        return result
    }
}
