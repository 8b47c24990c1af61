/// How the Boken Engine itself fails on something a story lacks or gets wrong, said in `lint`'s
/// message beside what the player does instead: its decoder refuses the whole story (the app stops
/// at launch), or the engine crashes when it builds the scene (docs/boken.md, "What is reported").
enum BokenEngineFailure {
    case refusesStory, crashes

    var phrase: String {
        switch self {
        case .refusesStory: "the Boken Engine refuses the whole story"
        case .crashes: "the Boken Engine crashes when it shows the scene"
        }
    }
}
