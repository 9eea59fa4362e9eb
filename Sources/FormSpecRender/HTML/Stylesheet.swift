/// The page's only style: iOS's grouped table in its system colours, light and dark
/// (`prefers-color-scheme`). Fonts are the reader's: the system font first, then close ones.
enum Stylesheet {
    static let css = """
        :root{color-scheme:light dark;--bg:#f2f2f7;--cell:#fff;--label:#000;--secondary:#8a8a8e;\
        --tertiary:#c5c5c7;--separator:#c6c6c8;--gray3:#c7c7cc;--tint:#007aff;--tint-dim:rgba(0,122,255,.3);\
        --green:#34c759;--red:#ff3b30;--orange:#c76b00;--fill:rgba(118,118,128,.12);--switch-off:#e9e9ea;\
        --segment:#fff;--bar:rgba(249,249,249,.94);--field:#000;--track:#e3e3e8;--changed:#fff4c2;\
        --stripe:rgba(118,118,128,.10);--alert:#e9e9eb}
        @media (prefers-color-scheme:dark){:root{--bg:#000;--cell:#1c1c1e;--label:#fff;--secondary:#98989f;\
        --tertiary:#5a5a5e;--separator:#38383a;--gray3:#48484a;--tint:#0a84ff;--tint-dim:rgba(10,132,255,.3);\
        --green:#30d158;--red:#ff453a;--orange:#ff9f0a;--fill:rgba(118,118,128,.24);--switch-off:#39393d;\
        --segment:#636366;--bar:rgba(29,29,31,.94);--field:#8e8e93;--track:#3a3a3c;--changed:#3b3318;\
        --stripe:rgba(118,118,128,.18);--alert:#2c2c2e}}
        *{box-sizing:border-box;margin:0;padding:0}
        html,body{background:var(--bg)}
        body{font:17px/22px -apple-system,BlinkMacSystemFont,"SF Pro Text","Inter","Helvetica Neue",\
        "Liberation Sans",Arial,sans-serif;color:var(--label);-webkit-font-smoothing:antialiased;\
        -webkit-text-size-adjust:100%}
        code{font:12px/16px ui-monospace,"SF Mono",Menlo,"DejaVu Sans Mono",monospace}
        .phone{width:100%;max-width:430px;margin:0 auto;padding-bottom:34px;background:var(--bg)}
        .nav{height:44px;display:flex;align-items:center;justify-content:center;padding:0 16px;\
        background:var(--bar);border-bottom:.5px solid var(--separator)}
        .nav-title{font-size:17px;line-height:22px;font-weight:600;white-space:nowrap;overflow:hidden;\
        text-overflow:ellipsis}
        .section{padding-top:35px}
        .header{font-size:13px;line-height:18px;font-weight:400;text-transform:uppercase;color:var(--secondary);\
        padding:0 16px 7px}
        .section>.header:first-child,.section>.hidden-by+.header{margin-top:-10px}
        .footer{font-size:13px;line-height:18px;color:var(--secondary);padding:7px 16px 0}
        .group{background:var(--cell);border-top:.5px solid var(--separator);border-bottom:.5px solid var(--separator)}
        .group.empty{display:none}
        .row{position:relative}
        .cell{position:relative;display:flex;align-items:center;gap:8px;min-height:var(--cell-height,44px);\
        padding:11px 16px}
        .row+.row>.cell::before{content:"";position:absolute;top:0;left:16px;right:0;\
        border-top:.5px solid var(--separator)}
        .row.editing+.row>.cell::before,.row.editing>.cell::before{left:54px}
        .label{flex:none;max-width:72%;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        .disabled .label{color:var(--gray3)}
        .value{margin-left:auto;min-width:0;color:var(--secondary);text-align:right;white-space:nowrap;\
        overflow:hidden;text-overflow:ellipsis}
        .tinted{color:var(--tint)}
        .field{flex:1 1 30%;min-width:30%;color:var(--field);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        .field.placeholder{color:var(--tertiary)}
        .disabled .field{color:var(--gray3)}
        .align-center{text-align:center}.align-right{text-align:right}.align-natural{text-align:left}
        .text-view>.cell{align-items:flex-start;padding-top:8px}
        .text-view .field{white-space:pre-wrap;overflow-wrap:anywhere;max-height:94px}
        .accessory{flex:none}
        .accessory.disclosure{width:9px;height:9px;margin:0 4px 0 2px;border-top:2.5px solid var(--tertiary);\
        border-right:2.5px solid var(--tertiary);border-radius:1px;transform:rotate(45deg)}
        .accessory.checkmark{width:7px;height:14px;margin:-4px 6px 0 auto;border-right:2.5px solid var(--tint);\
        border-bottom:2.5px solid var(--tint);transform:rotate(45deg)}
        .disabled .accessory.checkmark{border-color:var(--tint-dim)}
        .switch{flex:none;position:relative;width:51px;height:31px;margin:-6px 0 -6px auto;border-radius:16px;\
        background:var(--switch-off)}
        .switch::after{content:"";position:absolute;top:2px;left:2px;width:27px;height:27px;border-radius:50%;\
        background:#fff;box-shadow:0 3px 8px rgba(0,0,0,.15),0 3px 1px rgba(0,0,0,.06)}
        .switch.on{background:var(--green)}.switch.on::after{left:22px}
        .disabled .switch{opacity:.5}
        .segmented{display:grid;grid-auto-flow:column;grid-auto-columns:1fr;flex:none;max-width:100%;height:32px;\
        margin:-5px 0 -5px auto;padding:2px;border-radius:8px;background:var(--fill)}
        .segments .label{flex:0 1 auto;min-width:0}
        .unlabeled .segmented{flex:1}
        .segment{position:relative;min-width:0;padding:0 10px;font-size:13px;line-height:28px;\
        text-align:center;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;border-radius:7px}
        .segment.selected{background:var(--segment);font-weight:600;\
        box-shadow:0 3px 8px rgba(0,0,0,.12),0 3px 1px rgba(0,0,0,.04)}
        .segment+.segment:not(.selected)::before{content:"";position:absolute;left:0;top:7px;bottom:7px;\
        border-left:1px solid var(--separator)}
        .segment.selected+.segment::before{display:none}
        .disabled .segmented{opacity:.5}
        .stepper-control{flex:none;display:flex;width:94px;height:32px;margin:-5px 0 -5px 5px;border-radius:8px;\
        background:var(--fill)}
        .stepper-control span{flex:1;font-size:22px;line-height:32px;text-align:center}
        .stepper-control .minus{border-right:1px solid var(--separator)}
        .disabled.stepper .value,.disabled .stepper-control{opacity:.3}
        .slider>.cell{flex-direction:column;align-items:stretch;justify-content:flex-start;gap:0;padding-top:10px}
        .slider .label{max-width:100%}
        .track{position:relative;height:4px;margin-top:22px;border-radius:2px;\
        background:linear-gradient(to right,var(--tint) var(--position),var(--track) var(--position))}
        .thumb{position:absolute;top:-12px;left:calc(var(--position) - 14px);width:28px;height:28px;\
        border-radius:50%;background:#fff;box-shadow:0 .5px 4px rgba(0,0,0,.12),0 6px 13px rgba(0,0,0,.12)}
        .disabled .track{opacity:.5}
        .left-option{flex:none;color:var(--tint);white-space:nowrap}
        .left-option::after{content:"";display:inline-block;width:6px;height:6px;margin:0 2px 4px 8px;\
        border-right:1.5px solid currentColor;border-bottom:1.5px solid currentColor;transform:rotate(45deg)}
        .disabled .left-option{color:var(--secondary)}
        .divider{flex:none;width:1px;height:20px;background:var(--separator)}
        .left-right .value{flex:1;margin-left:0;text-align:left}
        .wheels>.cell{padding:0;height:var(--cell-height,216px)}
        .inline-picker{position:relative;height:216px;border-top:.5px solid var(--separator);margin-left:16px}
        .inline-picker .picker{margin-left:-16px}
        .picker{position:relative;display:flex;align-items:center;justify-content:center;gap:4px;width:100%;\
        height:216px;padding:0 16px;overflow:hidden}
        .band{position:absolute;left:10px;right:10px;top:50%;height:34px;margin-top:-17px;border-radius:8px;\
        background:var(--fill)}
        .wheel{position:relative;display:flex;flex-direction:column;flex:0 1 auto;min-width:44px;padding:0 6px}
        .item{height:34px;font-size:21px;line-height:34px;text-align:center;white-space:nowrap}
        .wheel.align-right .item{text-align:right}.wheel.align-natural .item{text-align:left}
        .item.far1{opacity:.45;transform:scaleY(.9)}.item.far2{opacity:.2;transform:scaleY(.7)}
        .unit{margin-left:6px;font-size:17px;font-weight:600}
        .picker.dimmed{opacity:.5}
        .button .label{flex:1;max-width:none}
        .button.disabled .label.tinted{color:var(--tint-dim)}
        .image-well{flex:none;width:30px;height:30px;margin:-6px 0 -6px auto;border:1px dashed var(--tertiary);\
        border-radius:4px;background:var(--fill)}
        .custom-cell{flex:none;margin-left:auto;padding:1px 6px;border:1px dashed var(--tertiary);border-radius:6px;\
        color:var(--secondary);font:12px/18px ui-monospace,"SF Mono",Menlo,"DejaVu Sans Mono",monospace}
        .custom .value{margin-left:0}
        .edit-control{flex:none;position:relative;width:22px;height:22px;margin:0 8px 0 -2px;border-radius:50%}
        .edit-control.insert{background:var(--green)}.edit-control.delete{background:var(--red)}
        .edit-control::before,.edit-control.insert::after{content:"";position:absolute;left:5px;right:5px;top:10px;\
        height:2px;border-radius:1px;background:#fff}
        .edit-control.insert::after{left:10px;right:auto;top:5px;width:2px;height:12px}
        .notes{list-style:none;padding:0 16px 9px}
        .phone>.notes,.section>.notes{padding:8px 16px 0}
        .note{font-size:13px;line-height:18px}
        .note.error{color:var(--red)}.note.warning{color:var(--orange)}.note.crash{color:var(--red);font-weight:600}
        .failing>.cell{box-shadow:inset 3px 0 var(--red)}
        .ghost{opacity:.55}
        .row.ghost,.section.ghost .group{background:repeating-linear-gradient(135deg,transparent 0 6px,\
        var(--stripe) 6px 12px)}
        .hidden-by{padding:4px 16px 0;color:var(--secondary);font-size:12px;line-height:16px}
        .section.ghost>.hidden-by{padding-bottom:14px}
        .changed>.cell{background:var(--changed)}
        .mismatch>.cell{outline:2px solid var(--red);outline-offset:-2px}
        .alert-area{padding:28px 16px 0;text-align:center}
        .alert-caption{font-size:13px;line-height:18px;color:var(--secondary)}
        .alert{width:270px;margin:10px auto 0;border-radius:14px;background:var(--alert);overflow:hidden}
        .alert-title{padding:19px 16px 0;font-size:17px;font-weight:600;overflow-wrap:anywhere}
        .alert-message{padding:2px 16px 19px;font-size:13px;line-height:18px}
        .alert-button{border-top:.5px solid var(--separator);color:var(--tint);line-height:44px;font-weight:600}
        .film{padding:20px 24px 40px}
        .film h1{font-size:22px;line-height:28px}
        .film>.summary{margin-top:4px;color:var(--secondary);font-size:15px}
        .strip{display:grid;grid-template-rows:auto auto;grid-auto-flow:column;grid-auto-columns:390px;\
        column-gap:24px;margin-top:16px;overflow-x:auto;padding-bottom:8px}
        .step{display:contents}
        .step-head{padding:0 4px 10px;font-size:15px;line-height:20px}
        .step .phone{align-self:start}
        .step-title{font-weight:600}
        .step .verdict{margin-right:6px;font-weight:700}
        .step.passed .verdict{color:var(--green)}.step.failed .verdict{color:var(--red)}
        .step-set,.mismatches{list-style:none;margin-top:4px;font-size:13px;line-height:18px}
        .step-set li{color:var(--secondary)}
        .mismatches li{color:var(--red)}
        .step .phone{border:1px solid var(--separator);border-radius:28px;overflow:hidden}
        .scenario+.scenario{margin-top:36px}
        """
}
