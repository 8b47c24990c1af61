import SwipeDocument

/// The player's default theme, `Assets/themes/default.json` built in (a test holds the two byte
/// for byte): the controls always have every token, whatever is installed, with no file to read.
public enum DefaultTheme {
    /// The theme's JSON, as in `Assets/themes/default.json`.
    public static let json = #"""
{
  "colors": {
    "highlight": { "light": "#FFD900", "dark": "#FFD60A" },
    "underline": { "light": "#E6A100", "dark": "#FFD60A" },
    "sidemark": { "light": "#E6A100", "dark": "#FFD60A" },
    "outline": { "light": "#FF3B30", "dark": "#FF453A" },
    "pageMark": { "light": "#D12121", "dark": "#FF453A" },
    "searchHit": { "light": "#FFD900", "dark": "#FF9F0A" },
    "readAloudWord": { "light": "#FFD900", "dark": "#30D158" },
    "focusRing": "$colors/accent",
    "accent": { "light": "#007AFF", "dark": "#0A84FF" },
    "chromeSurface": { "light": "#000000B3", "dark": "#3A3A3CE6" },
    "chromeSurfacePressed": { "light": "#000000E6", "dark": "#545456E6" },
    "onChrome": "#FFFFFF",
    "overlaySurface": { "light": "#1F1F21", "dark": "#2C2C2E" },
    "overlayBackdrop": "#00000099",
    "onOverlay": "$colors/onChrome",
    "errorSurface": "#8C0D0DE6",
    "onError": "#FFFFFF",
    "statusBackground": { "light": "#1F1F24", "dark": "#000000" },
    "onStatus": "#FFFFFF",
    "onStatusSecondary": "#FFFFFFD9",
    "progressTrack": "#FFFFFF33",
    "progress": { "light": "#59A6FF", "dark": "#0A84FF" },
    "listBackground": { "light": "#FFFFFF", "dark": "#000000" },
    "listBar": { "light": "#F7F7F7", "dark": "#1C1C1E" },
    "separator": { "light": "#C7C7CC", "dark": "#38383A" },
    "listHeader": { "light": "#F0F0F2", "dark": "#1C1C1E" },
    "onListHeader": "$colors/onListSecondary",
    "onList": { "light": "#000000", "dark": "#FFFFFF" },
    "onListSecondary": { "light": "#6E6E73", "dark": "#98989F" },
    "selection": { "light": "#D9E8FF", "dark": "#0A3A70" },
    "pressed": { "light": "#D1D1D6", "dark": "#3A3A3C" },
    "iconBackdrop": "$colors/onList",
    "captionsText": "#FFFFFF",
    "captionsBackground": "#000000CC",
    "captionsWord": { "light": "#FFD900", "dark": "#FFD60A" },
    "clear": "#00000000"
  },
  "fonts": {
    "sans": { "postScriptName": "Helvetica" },
    "sansBold": { "postScriptName": "Helvetica-Bold" }
  },
  "metrics": {
    "highlightOpacity": 0.3,
    "underlineOpacity": 1,
    "sidemarkOpacity": 1,
    "outlineOpacity": 1,
    "pageMarkOpacity": 1,
    "searchHitOpacity": 0.3,
    "readAloudWordOpacity": 0.3,
    "focusRingOpacity": 1,
    "margin": 16,
    "touchTarget": 32,
    "barHeight": 44,
    "rowHeight": 44,
    "rowHeightWithSubtitle": 58,
    "sectionHeaderHeight": 28,
    "iconGap": 12,
    "iconInset": 6,
    "separator": 0.5,
    "progressHeight": 8,
    "panelWidth": 544,
    "statusWidth": 640,
    "none": 0
  },
  "typography": {
    "chrome": { "font": "$fonts/sans", "fontSize": 16 },
    "help": { "font": "$fonts/sans", "fontSize": 16 },
    "caption": { "font": "$fonts/sans", "fontSize": 12.8 },
    "statusTitle": { "font": "$fonts/sans", "fontSize": 19.2 },
    "statusBody": { "font": "$fonts/sans", "fontSize": 12.8 },
    "listTitle": { "font": "$fonts/sansBold", "fontSize": 17 },
    "row": { "font": "$fonts/sans", "fontSize": 17 },
    "rowSubtitle": { "font": "$fonts/sans", "fontSize": 13 },
    "sectionHeader": { "font": "$fonts/sansBold", "fontSize": 14 },
    "barButton": { "font": "$fonts/sans", "fontSize": 17 },
    "captions": { "font": "$fonts/sans", "fontSize": 20 }
  },
  "shapes": {
    "button": { "type": "capsule" },
    "panel": { "type": "roundedRectangle", "cornerRadius": 9.6, "style": "circular" },
    "errorPanel": { "type": "roundedRectangle", "cornerRadius": 6.4, "style": "circular" },
    "progress": { "type": "capsule" },
    "bar": { "type": "rectangle" }
  },
  "gradients": {
    "progress": { "colors": ["$colors/progress", "$colors/progress"], "startPoint": "leading", "endPoint": "trailing" }
  },
  "images": {
    "back": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCI+PHBhdGggZD0iTTE1LjUgMy44IDcuMyAxMmw4LjIgOC4yIiBmaWxsPSJub25lIiBzdHJva2U9IiMwMDAiIHN0cm9rZS13aWR0aD0iMi42IiBzdHJva2UtbGluZWNhcD0icm91bmQiIHN0cm9rZS1saW5lam9pbj0icm91bmQiLz48L3N2Zz4=",
    "language": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjMDAwIiBzdHJva2Utd2lkdGg9IjEuNyI+PGNpcmNsZSBjeD0iMTIiIGN5PSIxMiIgcj0iOSIvPjxlbGxpcHNlIGN4PSIxMiIgY3k9IjEyIiByeD0iMy44IiByeT0iOSIvPjxwYXRoIGQ9Ik0zIDEyaDE4TTQuOCA3LjRoMTQuNE00LjggMTYuNmgxNC40Ii8+PC9zdmc+"
  },
  "buttonStyles": {
    "chrome": {
      "surfaceColor": { "normal": "$colors/chromeSurface", "pressed": "$colors/chromeSurfacePressed" },
      "textColor": "$colors/onChrome",
      "borderColor": "$colors/onChrome",
      "borderWidth": "$metrics/none",
      "shape": "$shapes/button",
      "typography": "$typography/chrome"
    },
    "barButton": {
      "surfaceColor": "$colors/clear",
      "textColor": { "normal": "$colors/accent", "pressed": "$colors/onListSecondary" },
      "borderColor": "$colors/clear",
      "borderWidth": "$metrics/none",
      "shape": "$shapes/bar",
      "typography": "$typography/barButton"
    }
  }
}
"""#

    /// The theme, read once.
    public static let theme: Theme = Theme.read(bytes: Array(json.utf8), name: "default.json").theme ?? Theme()
}
