/**
 * The operations manual as it ships (manual-content.ts) in Spanish as written
 * in Mexico (issue 36): keyed by the English seed's chapter and section keys.
 */
import { formatMoney } from "~/lib/format";
import { feesInCents } from "~/domain/fees";
import type { ManualTranslation } from "./manual-translation";

const fee = {
  audit: formatMoney(feesInCents.initialAudit, "es-MX"),
  membership: formatMoney(feesInCents.initialMembership, "es-MX"),
  renewalAudit: formatMoney(feesInCents.renewalAudit, "es-MX"),
  renewalMembership: formatMoney(feesInCents.renewalMembership, "es-MX"),
};

export const manualEsMX: ManualTranslation = {
  about: {
    title: "Acerca de este manual",
    sections: {
      "about.purpose": {
        title: "Propósito y alcance",
        body: `Este manual establece cómo se gobierna y opera día con día el Programa de Acreditación Humanitaria. Está dirigido a todas las personas que participan en él: las empresas que solicitan o tienen la acreditación, los examinadores, los miembros del Comité de Normas y los administradores de la oficina del programa.

El manual describe **procedimientos**. Los requisitos que una empresa debe cumplir están en las normas publicadas (versión 1.0, del 1 de junio de 2024, y versiones posteriores), y las condiciones legales de participación están en los términos de uso. Cuando este manual y las normas no coincidan, se aplican las normas; cuando este manual y los términos de uso no coincidan, se aplican los términos, y el comité corrige el manual.

El manual abarca el programa en Estados Unidos, Canadá y México. Cuando la legislación local establezca una regla más estricta que el manual (por ejemplo, sobre la conservación de registros o la liberación de fauna silvestre), se aplica la legislación local.`,
      },
      "about.maintenance": {
        title: "Cómo se mantiene este manual",
        body: `Este manual pertenece al Comité de Normas. Los miembros del comité y los administradores lo editan en el portal; cada cambio se guarda como una revisión numerada con el nombre de quien lo hizo, la fecha y un breve resumen, y las revisiones anteriores pueden compararse y restaurarse.

- Los cambios editoriales (redacción, enlaces, correcciones de datos) puede hacerlos cualquier miembro del comité o administrador y entran en vigor al guardarse.
- Los cambios de fondo (un nuevo procedimiento, un nuevo plazo, un cambio en quién decide) primero los acuerda el comité y quedan asentados en sus actas; el resumen de la revisión indica la sesión correspondiente.
- La fecha en la parte superior de la página pública indica cuándo se modificó el manual por última vez.

Las preguntas sobre el manual o las sugerencias para mejorarlo son bienvenidas a través de la página de contacto.`,
      },
    },
  },
  governance: {
    title: "Gobierno",
    sections: {
      "governance.bodies": {
        title: "Órganos de gobierno",
        body: `El programa tiene tres órganos, cada uno con sus propias responsabilidades:

| Órgano | Integrado por | Responsable de |
|---|---|---|
| Comité de Normas | Miembros independientes con experiencia en biología de la fauna silvestre, bienestar animal, atención veterinaria y el oficio del control de fauna silvestre, encabezados por una Presidencia | Las normas, este manual, las decisiones de certificación (a través de paneles de revisión), las revocaciones y las apelaciones |
| Oficina del programa | La Dirección Ejecutiva y los administradores | La operación del programa: solicitudes, cuotas, programación de auditorías, certificados, renovaciones, registros y comunicación |
| Examinadores | Auditores capacitados contratados por el programa | La realización de las auditorías en sitio y el informe de sus hallazgos |

La Dirección Ejecutiva y la Presidencia del Comité de Normas firman todos los certificados. Ninguna de las dos puede tener un interés económico en una empresa que solicite o tenga la acreditación.`,
      },
      "governance.decisions": {
        title: "Toma de decisiones y quórum",
        body: `El Comité de Normas sesiona al menos una vez por trimestre y siempre que una decisión no pueda esperar. Hay quórum cuando está presente más de la mitad de los miembros, en persona o por videoconferencia.

- Las decisiones se toman por mayoría simple de los miembros que votan; la Presidencia tiene voto de calidad.
- Las decisiones de certificación se delegan en paneles de revisión (consulte *Panel de revisión y decisiones de certificación*).
- La revocación de un certificado y los cambios a las normas los decide el comité en pleno.
- En las actas se registran todas las decisiones, los votos emitidos y los miembros que se excusaron por un conflicto de interés.

Entre sesiones, el comité puede decidir mediante una votación en el portal, con una fecha de cierre de al menos siete días, salvo que la decisión sea urgente.`,
      },
      "governance.standards": {
        title: "Cambios a las normas",
        body: `Cualquier persona con una cuenta en el portal puede proponer un cambio a una norma. La propuesta indica el texto vigente, el texto propuesto y el motivo del cambio.

1. El comité discute la propuesta en el portal y puede pedir la opinión de quien la presentó, de los examinadores o de expertos externos.
2. La Presidencia somete la propuesta a votación. Los miembros del comité votan a favor o en contra, con un comentario; un miembro puede cambiar su voto hasta que cierre la votación.
3. Una propuesta aprobada pasa a formar parte de la siguiente versión de las normas. La versión de cada norma aumenta en 0.1 cuando cambia su texto, y se conserva el historial de todos los cambios.

Se informa a las empresas acreditadas sobre una nueva versión de las normas antes de que se aplique a sus auditorías, y se les da un plazo razonable para adaptarse, normalmente de al menos 90 días.`,
      },
    },
  },
  roles: {
    title: "Funciones y responsabilidades",
    sections: {
      "roles.applicants": {
        title: "Solicitantes y empresas acreditadas",
        body: `Una empresa presenta su solicitud desde su propia cuenta en el portal. La persona que crea la cuenta es el contacto de la empresa con el programa y es responsable de:

- proporcionar información exacta y completa, y mantenerla actualizada;
- subir los documentos que requiere la solicitud;
- pagar las cuotas en la fecha en que corresponda;
- dar al examinador un acceso razonable durante la auditoría;
- cumplir las normas todos los días de trabajo, no solo el día de la auditoría;
- usar el certificado y el sello de acreditación solo como lo permite este manual;
- renovar la acreditación cada año e informar a la oficina del programa, dentro de los 30 días siguientes, de cualquier cambio de propietario, de domicilio o de prácticas de trabajo.`,
      },
      "roles.examiners": {
        title: "Examinadores",
        body: `Los examinadores realizan las auditorías en sitio. Un examinador:

- recibe capacitación del programa en las normas y en técnicas de auditoría, y toma un curso de actualización cada año;
- declara cualquier conflicto de interés antes de aceptar una auditoría (consulte *Conflictos de interés*);
- ve en el portal solo las solicitudes y auditorías que se le asignan;
- registra un hallazgo para cada norma y una recomendación general, y completa el informe dentro de los 10 días hábiles siguientes a la visita;
- mantiene la confidencialidad de lo que conoce sobre una empresa.

Los examinadores recomiendan; no deciden. Un examinador nunca forma parte del panel de revisión que decide sobre una solicitud que haya auditado.`,
      },
      "roles.committee": {
        title: "Miembros del comité",
        body: `Los miembros del comité se designan por un periodo de tres años, renovable una sola vez. Cada miembro:

- revisa solicitudes como integrante de los paneles de revisión y registra las decisiones en el portal;
- participa en las discusiones y vota sobre los cambios propuestos a las normas;
- ayuda a mantener este manual y el blog;
- puede programar auditorías, emitir y revocar certificados y actualizar renovaciones cuando la oficina del programa necesita apoyo;
- declara sus conflictos de interés y se excusa de cualquier decisión a la que afecten.`,
      },
      "roles.administrators": {
        title: "Administradores (oficina del programa)",
        body: `Los administradores dirigen la oficina del programa. Además de todo lo que un miembro del comité puede hacer en el portal, los administradores:

- gestionan las cuentas de usuario y asignan los roles;
- verifican que las solicitudes estén completas y mantienen informados a los solicitantes;
- registran los pagos recibidos por cheque o transferencia bancaria y tramitan los reembolsos;
- programan las auditorías y asignan a los examinadores;
- generan los certificados una vez que se aprueba una solicitud y se paga la cuota de membresía;
- operan los procesos de recordatorios y vencimientos y mantienen actualizado el directorio;
- elaboran los reportes del programa;
- son el primer punto de contacto para las quejas.`,
      },
      "roles.accounts": {
        title: "Cuentas y acceso al portal",
        body: `Cada persona tiene su propia cuenta; las cuentas nunca se comparten. Una persona puede tener más de un rol (por ejemplo, un administrador que también es miembro del comité) y cambia de uno a otro en su panel; el portal muestra y permite únicamente lo que corresponde al rol activo.

- Los administradores, los miembros del comité y los examinadores activan la verificación en dos pasos en su configuración; también se recomienda ampliamente a las empresas.
- El acceso se retira el mismo día en que una persona deja un rol.
- Los administradores revisan cada trimestre la lista de cuentas con roles de personal.`,
      },
    },
  },
  applications: {
    title: "Solicitudes y documentos",
    sections: {
      "applications.eligibility": {
        title: "Quién puede presentar una solicitud",
        body: `Cualquier empresa que resuelva conflictos entre personas y animales silvestres en Estados Unidos, Canadá o México puede presentar una solicitud, sea cual sea su tamaño. Cada persona moral presenta su propia solicitud; una empresa con varias sucursales las enumera en su solicitud, y la auditoría abarca una muestra de ellas.

Una empresa no puede presentar una solicitud mientras no hayan transcurrido 12 meses desde una decisión de revocación en su contra.`,
      },
      "applications.process": {
        title: "La solicitud",
        body: `La solicitud pide la razón social y el domicilio de la empresa, una persona de contacto, los servicios que ofrece y el área que atiende. Se guarda como **borrador** hasta que el solicitante la envía, y el solicitante puede editarla mientras sea un borrador o después de que se le haya devuelto (rechazada) con comentarios.

Una vez enviada, la solicitud pasa por los siguientes estados, cada uno de los cuales se notifica por correo electrónico a la dirección de contacto:

Enviada → En revisión → Auditoría programada → Auditoría concluida → Panel de revisión → Aprobada → Certificada

Una solicitud también puede quedar **Rechazada** (con comentarios por escrito) o marcarse como **Auditoría requerida** cuando el panel pide otra auditoría.`,
      },
      "applications.documents": {
        title: "Documentos requeridos",
        body: `Toda solicitud incluye:

1. **Licencia de funcionamiento** y los permisos que exijan las jurisdicciones en que opera la empresa para el control de fauna silvestre.
2. **Permisos de manejo de fauna silvestre** para manipular, transportar o liberar las especies con las que trabaja la empresa.
3. **Comprobante de seguro de responsabilidad civil** vigente en la fecha de envío.
4. **Política de bienestar animal por escrito**, firmada por el propietario.
5. **Procedimientos normalizados de operación** para la inspección, la exclusión, el desalojo, la captura en vivo, el transporte y la liberación.

Los archivos se suben al portal en formato PDF, PNG, JPEG, WebP, DOCX o XLSX, de 20 MB como máximo cada uno y hasta 10 a la vez. El portal revisa el contenido de cada archivo, no solo su nombre. Los documentos son privados: solo pueden abrirlos la empresa, la oficina del programa, el comité y el examinador asignado a la auditoría. Una vez aprobada una solicitud, el solicitante ya no puede eliminar los documentos en que se basa.`,
      },
      "applications.completeness": {
        title: "Verificación de que la solicitud esté completa",
        body: `Dentro de los cinco días hábiles siguientes al envío, un administrador verifica que la solicitud esté completa y que los documentos sean legibles y estén vigentes.

- Si falta algo, el administrador escribe al contacto y la solicitud permanece en revisión hasta recibirlo.
- Una solicitud que sigue incompleta 90 días después de un recordatorio se cierra; la empresa puede volver a presentar una solicitud en cualquier momento.
- Cuando la solicitud está completa, se pide al solicitante que pague la cuota de auditoría.`,
      },
    },
  },
  fees: {
    title: "Cuotas y reembolsos",
    sections: {
      "fees.schedule": {
        title: "Tabla de cuotas",
        body: `Todas las cuotas están en dólares estadounidenses y son las mismas para todas las empresas, sea cual sea el resultado de su auditoría.

| Cuota | Primera acreditación | Renovación anual | Cuándo se paga |
|---|---|---|---|
| Cuota de auditoría | ${fee.audit} | ${fee.renewalAudit} | Después de que se confirma que la solicitud está completa y antes de que se programe una auditoría |
| Cuota de membresía | ${fee.membership} | ${fee.renewalMembership} | Después de que se aprueba la solicitud y antes de que se emita el certificado |

Los cambios en las cuotas se anuncian en el sitio web al menos 60 días antes de que entren en vigor y nunca afectan una cuota ya pagada.`,
      },
      "fees.payment": {
        title: "Pago de las cuotas",
        body: `Las cuotas se pagan con tarjeta en el portal. Los pagos con tarjeta los procesa el proveedor de pagos con tarjeta del programa; el programa nunca ve ni almacena los números de tarjeta y solo conserva una referencia de cada pago, su monto y su estado.

Una empresa que no pueda pagar con tarjeta puede pagar con cheque o transferencia bancaria. La oficina del programa registra esos pagos en el portal, con su referencia, cuando recibe el dinero, y la solicitud avanza como si se hubiera pagado con tarjeta. En el portal hay un recibo disponible para cada pago.

Nunca se programa una auditoría antes de que se pague la cuota de auditoría, y nunca se emite un certificado antes de que se pague la cuota de membresía.`,
      },
      "fees.refunds": {
        title: "Reembolsos",
        body: `- **Cuota de auditoría:** se reembolsa íntegramente si la empresa retira su solicitud antes de que se programe una auditoría. Una vez programada la auditoría, el trabajo del examinador y del comité ya comenzó y la cuota no se reembolsa, sea cual sea el resultado. Si el programa cancela una auditoría y no puede ofrecer otra fecha dentro de los 60 días siguientes, la cuota se reembolsa.
- **Cuota de membresía:** no se reembolsa una vez emitido el certificado, incluso si el certificado se revoca posteriormente. Si el programa no puede emitir el certificado por una causa propia, la cuota se reembolsa.
- **Los pagos duplicados o hechos por error** se reembolsan íntegramente.

Los reembolsos se solicitan por escrito a través de la página de contacto; un administrador decide sobre ellos dentro de los 10 días hábiles siguientes y se pagan a la tarjeta o cuenta de origen. Cada reembolso se registra con su motivo.`,
      },
    },
  },
  audits: {
    title: "Procedimiento de auditoría y hallazgos",
    sections: {
      "audits.scheduling": {
        title: "Programación de una auditoría",
        body: `Se puede programar una auditoría una vez pagada la cuota de auditoría y cuando la solicitud está enviada o en revisión. La oficina del programa:

1. asigna a un examinador que no haya declarado ningún conflicto de interés con la empresa;
2. acuerda con la empresa una fecha y una hora, normalmente dentro de los 30 días siguientes al pago;
3. confirma la fecha, la hora y el nombre del examinador por correo electrónico (con una invitación de calendario) y en el portal.

Cualquiera de las partes puede pedir que se cambie la fecha de la auditoría. Solo los administradores y los miembros del comité reprograman una auditoría; se informa a la empresa de la nueva fecha de la misma manera. Si una empresa rechaza dos fechas propuestas sin un motivo justificado, su solicitud puede cerrarse.`,
      },
      "audits.visit": {
        title: "La visita en sitio",
        body: `Una auditoría típica dura una jornada de trabajo. El examinador:

- revisa las licencias, los permisos, el seguro, las políticas y los procedimientos de la empresa;
- examina los registros de trabajos, eligiendo una muestra de trabajos recientes, incluidos trabajos con captura en vivo o control letal;
- inspecciona los vehículos, las trampas, los materiales de exclusión y el equipo para el manejo de animales;
- entrevista al propietario y a los técnicos sobre cómo se atienden los trabajos habituales;
- cuando es posible, observa el trabajo en campo con el consentimiento del cliente.

Los examinadores comparan con los registros los umbrales que fijan las normas; por ejemplo, que las trampas se revisen al menos una vez al día, que el transporte de los animales dure menos de ocho horas y que las visitas de seguimiento se realicen dentro de las 48 horas.`,
      },
      "audits.findings": {
        title: "Hallazgos e informe de auditoría",
        body: `Para cada norma, el examinador registra un hallazgo:

| Hallazgo | Significado |
|---|---|
| Conforme | Se cumple la norma. |
| No conformidad menor | Una falla que no pone en riesgo a los animales, como un registro incompleto. |
| No conformidad mayor | No se cumple la norma, o los animales sufrieron o pudieron haber sufrido daño. |
| No aplica | La empresa no realiza el trabajo que abarca la norma. |

El informe termina con una recomendación general: aprobar, aprobar tras correcciones menores, exigir una nueva auditoría o rechazar. El examinador completa el informe dentro de los 10 días hábiles siguientes. Una vez completada, la auditoría queda bloqueada: solo el comité o un administrador pueden modificarla, y no se puede eliminar.`,
      },
      "audits.corrections": {
        title: "Acciones correctivas",
        body: `Una empresa con no conformidades menores envía evidencia de la corrección (procedimientos actualizados, registros de capacitación, fotografías) dentro de los 30 días siguientes a que se le notifiquen. El panel de revisión decide si la evidencia es suficiente.

Una no conformidad mayor no puede corregirse en papel: el panel exige otra auditoría, a cargo de la empresa (la cuota de auditoría de renovación de ${fee.renewalAudit}), una vez que la empresa confirma que el problema se resolvió. Cualquier hallazgo de crueldad queda comprendido en la Norma 15 (cero tolerancia a la crueldad) y se trata conforme a *Revocación*, nunca como una acción correctiva.`,
      },
    },
  },
  review: {
    title: "Panel de revisión y decisiones de certificación",
    sections: {
      "review.panel": {
        title: "El panel de revisión",
        body: `Cada auditoría completada pasa a un panel de revisión de al menos tres miembros del comité elegidos por la Presidencia. Un miembro que tenga un conflicto de interés con la empresa, o que la haya auditado, no puede formar parte del panel.

El panel lee la solicitud, los documentos, el informe del examinador y cualquier evidencia de acciones correctivas, y puede hacer preguntas por escrito a la empresa o al examinador.`,
      },
      "review.decisions": {
        title: "Decisiones de certificación",
        body: `El panel toma una de tres decisiones, por mayoría:

- **Aprobar.** La empresa cumple las normas. Se le pide que pague la cuota de membresía, tras lo cual se emite el certificado.
- **Exigir otra auditoría.** La evidencia no basta para decidir, o una no conformidad mayor debe volver a auditarse.
- **Rechazar.** La empresa no cumple las normas. La decisión siempre va acompañada de comentarios por escrito que explican qué normas no se cumplieron y qué tendría que cambiar.

La decisión se registra en el portal con sus motivos y se envía a la empresa por correo electrónico. Los paneles procuran decidir dentro de los 20 días hábiles siguientes al informe de auditoría. Una empresa rechazada puede corregir su solicitud y volver a enviarla, o apelar (consulte *Quejas y apelaciones*).`,
      },
    },
  },
  certificates: {
    title: "Uso del certificado y del sello",
    sections: {
      "certificates.issue": {
        title: "Emisión de certificados",
        body: `Un certificado se emite cuando se aprueba una solicitud y se paga la cuota de membresía. Contiene:

- el nombre y el domicilio de la empresa;
- un número único formado por el año y una secuencia de cinco dígitos (por ejemplo, 2026-00042);
- la fecha de emisión y la fecha hasta la que es válido, un año después;
- un código QR que abre la página pública de verificación;
- las firmas de la Dirección Ejecutiva y de la Presidencia del Comité de Normas.

La empresa descarga su certificado en PDF desde el portal. Una vez emitido el certificado, el estado de la solicitud pasa a *Certificada* y la empresa aparece en el directorio público.`,
      },
      "certificates.seal": {
        title: "Cómo usar el certificado y el sello",
        body: `Mientras su certificado esté vigente, una empresa acreditada puede:

- exhibir el certificado en sus instalaciones y en su sitio web;
- usar el sello de acreditación en su sitio web, vehículos, uniformes, cotizaciones y facturas;
- indicar que está "acreditada por el Programa de Acreditación Humanitaria" y dar su número de certificado.

Una empresa no debe:

- alterar el certificado ni el sello, ni cambiar sus colores o proporciones;
- usar el sello para una sucursal, filial o socio que no figure en el certificado;
- dar a entender que el programa respalda un trabajo, producto o precio en particular;
- usar el certificado o el sello después de que el certificado haya vencido o se haya revocado. El material impreso debe retirarse dentro de los 30 días siguientes y el uso en línea debe eliminarse dentro de los 7 días siguientes.`,
      },
      "certificates.verification": {
        title: "Verificación y directorio",
        body: `Cualquier persona puede comprobar un certificado en la página de verificación escaneando su código QR o ingresando su número. La página muestra el nombre de la empresa, el número del certificado, sus fechas y si está **vigente**, **vencido** o **revocado**.

El directorio público incluye a todas las empresas con un certificado vigente: su nombre, domicilio, datos de contacto, servicios y área de servicio. Una empresa sale del directorio en cuanto su certificado vence o se revoca, y vuelve a aparecer cuando tiene vigente un certificado renovado.`,
      },
      "certificates.misuse": {
        title: "Uso indebido del certificado o del sello",
        body: `La oficina del programa investiga cada reporte de uso indebido. A una empresa que hace un uso indebido del certificado o del sello se le pide por escrito que deje de hacerlo dentro de un plazo de 14 días. El uso indebido reiterado o deliberado es causa de revocación. El uso del sello por parte de una empresa que nunca ha estado acreditada se turna a los abogados del programa.`,
      },
    },
  },
  renewals: {
    title: "Renovaciones y recordatorios",
    sections: {
      "renewals.reminders": {
        title: "Calendario de recordatorios",
        body: `La acreditación se renueva cada año. El portal se lo recuerda a la empresa por correo electrónico y en su panel:

| Días antes del vencimiento | Recordatorio |
|---|---|
| 60 | Primer recordatorio, con un enlace para iniciar la renovación |
| 30 | Segundo recordatorio |
| 7 | Último recordatorio |
| 0 | Aviso de que el certificado venció |

Cada recordatorio se envía una sola vez. El día del vencimiento, un certificado vigente pasa a estar vencido, la página de verificación lo muestra como vencido y la empresa sale del directorio.`,
      },
      "renewals.process": {
        title: "Renovación de la acreditación",
        body: `La empresa inicia su renovación desde su panel, confirma sus datos e informa al programa si cambiaron su domicilio, sus propietarios o sus prácticas de trabajo, y describe cualquier cambio.

- Se aplican la cuota de auditoría de renovación de ${fee.renewalAudit} y la cuota de membresía de renovación de ${fee.renewalMembership}.
- El comité decide si una renovación requiere una auditoría en sitio. Siempre se requiere una auditoría cada tercer año, después de un cambio de propietarios o de prácticas y después de cualquier queja que haya procedido.
- Una renovación solo se aprueba una vez completada su auditoría, o después de que el personal dispense la auditoría y registre el motivo; la empresa ve el motivo. Cuando la auditoría se dispensa antes de que se pague la cuota de auditoría de renovación, no se debe ninguna cuota de auditoría; cuando ya se había pagado, el programa la reembolsa.
- La revisión de una renovación suele tardar de 5 a 7 días hábiles una vez que se ha recibido todo.
- Cuando la renovación se aprueba y se paga, el certificado se prorroga un año: a partir de su fecha de vencimiento actual si se renueva antes de esa fecha, o a partir del día de la renovación si se renueva después.`,
      },
      "renewals.lapsed": {
        title: "Acreditación caducada",
        body: `Una empresa cuyo certificado venció todavía puede renovarlo dentro de los 90 días siguientes a la fecha de vencimiento; mientras no se apruebe la renovación, no debe afirmar que está acreditada. Pasados los 90 días, la empresa vuelve a presentar una solicitud como nuevo solicitante, con las cuotas de primera acreditación y una auditoría completa.`,
      },
    },
  },
  complaints: {
    title: "Quejas y apelaciones",
    sections: {
      "complaints.businesses": {
        title: "Quejas sobre una empresa acreditada",
        body: `Cualquier persona puede presentar una queja sobre una empresa acreditada a través de la página de contacto, por correo electrónico o por correo postal. La queja debe indicar qué ocurrió, cuándo y dónde, e incluir las fotografías o los documentos que se tengan.

1. La oficina del programa acusa recibo de la queja dentro de los cinco días hábiles siguientes.
2. Un administrador pide a la empresa su respuesta, que debe entregar dentro de un plazo de 14 días.
3. Si la queja sugiere que no se cumplieron las normas, el comité puede ordenar una auditoría sin previo aviso.
4. El comité decide si la queja procede y qué sigue: ninguna medida, una acción correctiva, otra auditoría o la revocación.

Se informa del resultado a la persona que presentó la queja. Las quejas por crueldad contra los animales se turnan de inmediato a la Presidencia y también pueden denunciarse ante las autoridades.`,
      },
      "complaints.programme": {
        title: "Quejas sobre el programa",
        body: `Las quejas sobre el propio programa (la conducta de un examinador, un retraso, un error de la oficina del programa) se dirigen a la Dirección Ejecutiva, que responde dentro de los 20 días hábiles siguientes. Una queja sobre la Dirección Ejecutiva se dirige a la Presidencia.`,
      },
      "complaints.appeals": {
        title: "Apelaciones",
        body: `Una empresa puede apelar la decisión de rechazar su solicitud, de exigir otra auditoría o de revocar su certificado.

- La apelación se presenta por escrito dentro de los **30 días** siguientes a la decisión y explica por qué debe reconsiderarse la decisión, junto con cualquier evidencia nueva.
- La examina un panel de apelación formado por tres miembros del comité que no participaron en la decisión original, y que puede escuchar a la empresa y al examinador.
- El panel decide dentro de un plazo de 45 días: la decisión original se confirma, se modifica o se devuelve para una nueva revisión.
- La decisión del panel de apelación es definitiva dentro del programa.

Una revocación sigue en vigor mientras se examina una apelación.`,
      },
    },
  },
  conflicts: {
    title: "Conflictos de interés",
    sections: {
      "conflicts.definition": {
        title: "Qué se considera un conflicto",
        body: `Una persona tiene un conflicto de interés en una decisión cuando ella, un familiar o una empresa con la que tiene vínculos podría ganar o perder con esa decisión, o cuando razonablemente podría parecer que su juicio se ve afectado. Por ejemplo:

- ser propietaria de la empresa, trabajar para ella o haber trabajado para ella en los últimos tres años;
- competir con la empresa en la misma zona;
- tener una relación personal con el propietario o con un gerente;
- haber asesorado a la empresa en su solicitud.`,
      },
      "conflicts.declaration": {
        title: "Declaración y excusa",
        body: `Los examinadores, los miembros del comité y los administradores declaran sus intereses al asumir su función y actualizan la declaración cada vez que cambian. Antes de cada auditoría, revisión o votación, la persona verifica si tiene algún conflicto.

Una persona con un conflicto se excusa: un examinador no acepta la auditoría, un miembro del comité no forma parte del panel ni vota, un administrador entrega el expediente a un colega. En caso de duda, decide la Presidencia. Cada declaración y cada excusa quedan registradas, y en las actas consta quién se excusó.`,
      },
    },
  },
  revocation: {
    title: "Revocación",
    sections: {
      "revocation.grounds": {
        title: "Causas de revocación",
        body: `El comité puede revocar un certificado cuando una empresa:

- deja de cumplir las normas y no corrige el problema;
- se comprueba que actuó con crueldad hacia los animales (Norma 15, cero tolerancia a la crueldad);
- proporcionó información falsa o alterada en su solicitud o en su renovación;
- se niega a una auditoría o la obstaculiza;
- hace un uso indebido del certificado o del sello de manera reiterada o deliberada;
- pierde una licencia, un permiso o un seguro que necesita para operar legalmente.`,
      },
      "revocation.procedure": {
        title: "Procedimiento de revocación",
        body: `1. La oficina del programa escribe a la empresa exponiendo los hechos y las causas, junto con la evidencia.
2. La empresa tiene 14 días para responder por escrito.
3. El comité en pleno decide, sin la participación de ningún miembro que tenga un conflicto. La decisión y sus motivos se registran en el portal.

Cuando los animales corren un riesgo inmediato o se comprueba la crueldad, el comité puede revocar el certificado de inmediato y escuchar a la empresa después.`,
      },
      "revocation.effects": {
        title: "Efectos de la revocación",
        body: `Cuando se revoca un certificado:

- la página de verificación lo muestra como revocado desde ese momento, y la empresa sale del directorio;
- la solicitud vuelve al estado *Aprobada*, y no se reembolsa ninguna cuota;
- la empresa debe dejar de usar de inmediato el certificado y el sello;
- la empresa puede apelar (consulte *Apelaciones*) y puede volver a presentar una solicitud no antes de 12 meses después de la revocación.`,
      },
    },
  },
  records: {
    title: "Conservación de registros",
    sections: {
      "records.periods": {
        title: "Plazos de conservación",
        body: `| Registro | Se conserva durante |
|---|---|
| Solicitudes, documentos, informes de auditoría, decisiones y certificados | Todo el tiempo que la empresa esté acreditada, y siete años después de que su último certificado venza o se revoque |
| Registros de pagos | Siete años |
| Quejas, apelaciones y sus resultados | Siete años después de su cierre |
| Declaraciones de intereses | Siete años después de que la persona deje su función |
| Actas del comité, votaciones y el historial de las normas y de este manual | De forma permanente |
| Mensajes del formulario de contacto | Dos años después del último intercambio |
| Copias de los correos electrónicos enviados y bitácoras de seguridad | Hasta doce meses |

Las cuentas se cierran a solicitud de su titular; los datos personales que no se necesitan para los registros anteriores se eliminan o se anonimizan dentro de un plazo de 90 días.`,
      },
      "records.confidentiality": {
        title: "Confidencialidad y acceso",
        body: `Los registros se conservan en el portal. Cada persona ve solo lo que su rol necesita: una empresa, sus propios registros; un examinador, las solicitudes y auditorías que se le asignan; el comité y la oficina del programa, todo. Los documentos, los pagos y los hallazgos de auditoría nunca se publican; solo la ficha del directorio y la página de verificación son públicas.

Cada cambio de estado, cada decisión y cada cambio a las normas y a este manual se asientan en una bitácora de auditoría que no puede modificarse. Una empresa puede pedir una copia de los registros que se conservan sobre ella; la oficina del programa responde dentro de un plazo de 30 días.`,
      },
    },
  },
};
