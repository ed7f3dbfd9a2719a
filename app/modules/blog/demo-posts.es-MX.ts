/**
 * The demo blog posts (demo-posts.ts) in Spanish as written in Mexico
 * (issue 36), keyed by the English post's title.
 */
import type { DemoPostsTranslation } from "./demo-post-translation";

export const demoPostsEsMX: DemoPostsTranslation = {
  "What an accreditation audit really looks like": {
    title: "Cómo es realmente una auditoría de acreditación",
    excerpt:
      "Una jornada de trabajo, un examinador, quince normas. Esto es lo que ocurre durante una auditoría en sitio, lo que revisa el examinador y cómo prepararse sin estrés.",
    metaDescription:
      "Qué ocurre durante una auditoría de acreditación en sitio para empresas de control humanitario de fauna silvestre y cómo prepararse.",
    coverAlt:
      "Banner verde oscuro que se degrada a verde azulado, los colores del programa para las entradas sobre el proceso de acreditación",
    body: `La mayoría de las empresas que solicitan la acreditación nunca han sido auditadas por nadie más que por un inspector fiscal, así que es natural preguntarse cómo será ese día. La respuesta corta: es una conversación de trabajo sobre cómo hace usted su labor, respaldada por sus propios registros. Nadie espera la perfección. Los examinadores buscan una empresa que sepa lo que hace, que lo haga de manera constante y que pueda demostrarlo.

## Antes de la visita

Una vez pagada su cuota de auditoría, la oficina del programa asigna a un examinador que no tenga ningún vínculo con su empresa y acuerda una fecha con usted. Usted recibe la fecha, la hora y el nombre del examinador por correo electrónico, con una invitación de calendario, y puede ver la auditoría en su panel.

En la semana previa a la visita conviene verificar que:

- sus licencias, permisos y certificado de seguro estén vigentes y sean fáciles de encontrar;
- su política de bienestar animal por escrito y sus procedimientos coincidan con la forma en que sus técnicos trabajan en realidad;
- los registros de trabajos de los últimos meses estén completos: especie, puntos de entrada encontrados, método utilizado, revisiones de trampas, visitas de seguimiento;
- los vehículos y el equipo estén en el estado en que le gustaría que los viera un cliente.

## Durante el día

Una auditoría típica dura una jornada de trabajo y sigue las quince normas en orden. El examinador:

1. **Revisa su documentación**: licencias, permisos, seguro, políticas y procedimientos.
2. **Toma una muestra de sus expedientes de trabajo**: elige unos cuantos trabajos recientes, incluido cualquiera que haya implicado captura en vivo o control letal, y sigue cada uno desde la primera llamada hasta el seguimiento.
3. **Inspecciona el equipo** (trampas, puertas de una sola vía, materiales de exclusión, pértigas de captura, jaulas de transporte) y los vehículos que lo transportan.
4. **Habla con su equipo.** A los técnicos se les pregunta cómo manejan situaciones habituales: un mapache en un ático en mayo, un zorrillo debajo de una terraza de madera, un murciélago en una recámara. No hay preguntas capciosas.
5. **Observa el trabajo en campo** cuando un cliente está de acuerdo.

Las normas contienen algunas cifras precisas que los examinadores comparan con los registros: las trampas se revisan al menos una vez al día, los animales se transportan durante menos de ocho horas y las visitas de seguimiento se realizan dentro de las 48 horas.

## Hallazgos

Para cada norma, el examinador registra uno de cuatro hallazgos: *conforme*, *no conformidad menor*, *no conformidad mayor* o *no aplica*. Una no conformidad menor suele ser una falla en la documentación; usted envía evidencia de que se corrigió dentro de un plazo de 30 días. Una no conformidad mayor significa que no se cumple la norma y da lugar a una segunda auditoría una vez que se haya corregido.

El examinador termina con una recomendación al panel de revisión, pero **no decide**. Un panel de al menos tres miembros del comité lee el informe junto con su solicitud y toma la decisión, normalmente en unas cuantas semanas.

## Después de la auditoría

Se le informa de cada cambio de estado por correo electrónico y en su panel. Si el panel aprueba su solicitud, usted paga la cuota de membresía y su certificado, con su código QR de verificación, se emite de inmediato.

Si tiene preguntas antes de su auditoría, el [manual de operaciones](/operations-manual) describe el procedimiento en detalle, y la oficina del programa siempre está en la mejor disposición de ayudarle a través de la [página de contacto](/contact).`,
  },
  "Why glue traps are prohibited under our standards": {
    title: "Por qué nuestras normas prohíben las trampas de pegamento",
    excerpt:
      "Las trampas de pegamento son baratas y se venden en todas partes; sin embargo, ninguna empresa acreditada puede usarlas. Esta es la evidencia en que se basa la Norma 3 y lo que usan los profesionales en su lugar.",
    metaDescription:
      "Por qué las normas de control humanitario de fauna silvestre prohíben las trampas de pegamento, y las alternativas eficaces que usan las empresas acreditadas.",
    coverAlt:
      "Banner ámbar que se degrada a rojo oscuro, usado para las entradas sobre métodos prohibidos",
    body: `La Norma 3 de nuestras normas de acreditación enumera los dispositivos y métodos que una empresa acreditada nunca debe usar. Las trampas de pegamento están en esa lista, y es la prohibición sobre la que más nos preguntan, por lo general empresas que las han usado durante años sin quejas de sus clientes. Esta entrada explica por qué el comité decidió que no hay una forma humanitaria de usarlas.

## Cómo funciona una trampa de pegamento

Una trampa de pegamento es una placa recubierta con un adhesivo potente. Un animal que la pisa queda adherido. Nada en la trampa mata al animal: muere horas o días después, por agotamiento, deshidratación, inanición o asfixia cuando se le pega la cara. Los animales atrapados en el pegamento se arrancan el pelo, se desgarran la piel y a veces se rompen o se muerden las extremidades al intentar escapar.

Eso por sí solo pone a las trampas de pegamento en contradicción con el primer principio de nuestras normas: a todo animal que se captura o se sacrifica se le debe ahorrar todo sufrimiento evitable.

## No son selectivas

Las trampas de pegamento atrapan a cualquier animal que pase sobre ellas. Los reportes de los rehabilitadores de fauna silvestre incluyen con frecuencia aves canoras, serpientes pequeñas, lagartijas, murciélagos, ranas y gatitos domésticos que quedaron pegados a placas colocadas para ratones. Una empresa acreditada es responsable de todos los animales a los que afectan sus métodos, no solo de la especie objetivo. Un dispositivo que no distingue un ratón doméstico de un chivirín no pasa esa prueba.

## "Revisarlas con frecuencia" no lo resuelve

La objeción más común es que las revisiones frecuentes resuelven el problema. No es así. Un animal liberado del pegamento suele estar herido, cubierto de adhesivo y en condiciones que no permiten liberarlo; la mayoría muere o debe someterse a eutanasia. Y el sufrimiento comienza en los primeros minutos, mucho antes de cualquier revisión realista.

## Lo que usan las empresas acreditadas en su lugar

Los problemas con roedores se resuelven primero mediante la **exclusión**: encontrar y sellar los puntos de entrada con materiales que los roedores no puedan roer, eliminar las fuentes de alimento y corregir las condiciones que los atrajeron. Cuando hay que retirar roedores que ya están dentro, la Norma 12 permite trampas de golpe bien mantenidas y del tamaño adecuado, colocadas en estaciones protegidas donde otros animales no puedan alcanzarlas y revisadas al menos una vez al día. Usadas correctamente, matan al instante. La Norma 13 fija límites estrictos a los rodenticidas por las mismas razones.

Con el tiempo, esta combinación funciona mejor que las placas de pegamento, porque elimina la razón por la que entraron los roedores.

## Lo que esto significa para los clientes

Si una empresa le ofrece "poner unas placas de pegamento", no está trabajando conforme a nuestras normas. Puede comprobar si una empresa está acreditada en nuestro [directorio](/directory) y verificar cualquier certificado que le muestre en la [página de verificación](/verify).`,
  },
  "Spring denning season: when wildlife moves in with you": {
    title: "Temporada de madrigueras en primavera: cuando la fauna silvestre se muda a su casa",
    excerpt:
      "De marzo a junio, los mapaches, los zorrillos y las ardillas crían a sus pequeños en áticos, chimeneas y debajo de terrazas de madera. Así es como las empresas acreditadas mantienen unidas a las familias mientras las sacan.",
    metaDescription:
      "Cómo el control humanitario de fauna silvestre atiende a los mapaches, zorrillos y ardillas que crían en las casas durante la temporada de madrigueras en primavera.",
    coverAlt:
      "Banner verde primavera que se degrada a azul cielo, usado para las entradas con consejos de temporada",
    body: `Cada primavera, los teléfonos de las empresas de control de fauna silvestre empiezan a sonar con las mismas llamadas: rasguños en el ático al amanecer, chillidos en la chimenea, un zorrillo que se instaló debajo del porche. En la mayor parte de América del Norte, de marzo a junio es temporada de madrigueras. Las madres buscan un lugar seco, seguro y tranquilo para dar a luz, y nuestras casas les ofrecen muchos.

La forma en que una empresa atiende estas llamadas dice mucho de ella. Esto es lo que esperan nuestras normas, y por qué.

## El problema de simplemente retirar a la madre

Atrapar y reubicar a una madre mapache en abril casi siempre deja huérfanas a sus crías. Las crías, escondidas en el aislamiento o en el hueco de un muro, mueren de hambre en los días siguientes, y el propietario termina con un mal olor, una segunda visita de servicio y a menudo un nuevo animal atraído por la madriguera. A los adultos reubicados tampoco les va bien: los sueltan en el territorio de otro animal sin saber dónde encontrar alimento ni refugio.

Por eso nuestras normas favorecen el **desalojo humanitario** sobre la captura durante la temporada de madrigueras (Norma 7), y solo permiten la captura en vivo en los casos limitados que establece la Norma 8.

## Cómo es un desalojo humanitario

1. **Primero, la inspección.** El técnico determina la especie, el punto de entrada y, sobre todo, si hay crías y qué edad tienen (Norma 4, diagnóstico del conflicto).
2. **Esperar cuando sea necesario.** Si las crías son muy pequeñas, la solución más compasiva, y a menudo la más rápida, es esperar unas semanas hasta que puedan desplazarse con su madre, mientras se hace el espacio menos cómodo.
3. **Propiciar la mudanza.** Los disuasivos de luz, sonido y olor colocados cerca de la madriguera le indican a la madre que el sitio ya no es seguro. La mayoría de las madres trasladan a sus crías a una madriguera de reserva en unas cuantas noches.
4. **Puerta de una sola vía.** Una vez que la familia se ha ido, lo que se confirma mediante monitoreo, una puerta de una sola vía sobre el punto de entrada deja salir a cualquier rezagado y no deja volver a entrar a nadie.
5. **Sellar y reparar.** El punto de entrada se cierra de forma permanente, y el cliente recibe recomendaciones para prevenir el siguiente (Normas 5 y 6).

Cuando las crías no pueden salir por sí mismas, el técnico puede retirarlas a mano y colocarlas en una caja tibia junto al punto de entrada para que la madre las recoja. Las revisiones de trampas y las visitas de seguimiento respetan los límites que establecen las normas.

## Lo que los propietarios pueden hacer ahora

- Recorra el exterior de su casa al final del invierno y busque huecos en los bordes del techo, las ventilas, los plafones de los aleros y los remates de las chimeneas.
- Coloque capuchones en las chimeneas y malla en las ventilas antes de marzo.
- Pode las ramas que les sirven de puente a las ardillas y los mapaches para llegar a su techo.
- Si escucha actividad, llame a un profesional antes de tapar un hueco: dejar afuera a una madre puede dejar a sus crías atrapadas adentro.

Puede encontrar una empresa acreditada cerca de usted en nuestro [directorio](/directory). Todas trabajan conforme a las mismas normas publicadas y se auditan conforme a ellas cada año.`,
  },
  "Bat maternity season and the exclusion window": {
    title: "Temporada de maternidad de los murciélagos y el periodo de exclusión",
    excerpt:
      "Desde finales de la primavera hasta finales del verano, no se puede excluir a los murciélagos de las construcciones. Por qué importa este periodo y cómo lo toman en cuenta las empresas acreditadas al planear su trabajo.",
    body: `Los murciélagos están entre los animales más benéficos que terminan en nuestras construcciones (un solo murciélago café pequeño puede comer miles de insectos en una noche) y entre los más vulnerables. Muchas especies tienen una sola cría al año, en colonias de maternidad que regresan al mismo ático o granero durante décadas.

## El periodo de maternidad

Desde finales de la primavera hasta que las crías pueden volar, a finales del verano, excluir a los murciélagos de una construcción dejaría atrapadas adentro a las crías que aún no vuelan. Las empresas acreditadas no realizan exclusiones de murciélagos durante este periodo. Las fechas exactas dependen de la región y a menudo las fijan las autoridades de fauna silvestre; el programa sigue la regla local cuando existe.

## Planear el trabajo

Se puede hacer una inspección en cualquier época del año. El técnico identifica por dónde entran los murciélagos, estima el tamaño de la colonia y acuerda un plan con el cliente: sellar ahora los huecos secundarios e instalar dispositivos de exclusión de una sola vía en los puntos de entrada principales en cuanto se abra el periodo.

Publicaremos una guía detallada sobre la exclusión de murciélagos antes de que se abra el periodo.`,
  },
  "Renewing your accreditation: a checklist": {
    title: "Cómo renovar su acreditación: una lista de verificación",
    excerpt:
      "Los recordatorios se envían 60, 30 y 7 días antes de que venza su certificado. Una breve lista de verificación para que la renovación sea rápida.",
    body: `Borrador: lista de verificación para la temporada de renovaciones. Temas por cubrir: calendario de recordatorios (60/30/7 días), qué se considera un cambio de domicilio, de propietarios o de prácticas, cuotas de renovación, cuánto tarda la revisión (de 5 a 7 días hábiles) y qué ocurre si un certificado caduca.`,
  },
};
